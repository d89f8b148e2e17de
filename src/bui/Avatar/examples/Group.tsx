/** Group — the first four reviewers overlap; the +3 button lists the others. */
import {Avatar} from '@bui/react';

const reviewers = [
  {id: 'e-101', name: 'Ana López'},
  {id: 'e-102', name: 'Jonas Weber'},
  {id: 'e-103', name: 'Priya Shah'},
  {id: 'e-104', name: 'Tom Ng'},
  {id: 'e-105', name: 'Mia Rossi'},
  {id: 'e-106', name: 'Ole Berg'},
  {id: 'e-107', name: 'Sam Lee'},
];

export default function Group() {
  return (
    <Avatar.Group label="Reviewers" max={4}>
      {reviewers.map((person) => (
        <Avatar key={person.id} name={person.name} />
      ))}
    </Avatar.Group>
  );
}
