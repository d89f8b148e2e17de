/** Ctrl + Enter to send — a comment box that submits with the shortcut its hint announces. */
import {Button, Textarea} from '@bui/react';
import {useState, type FormEvent} from 'react';

export default function SubmitShortcut() {
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<string[]>([]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (comment.trim() === '') return;
    setSent((previous) => [...previous, comment.trim()]);
    setComment('');
  };

  return (
    <form onSubmit={send}>
      <Textarea
        label="Comment on this expense"
        description="Press Ctrl + Enter (Cmd + Enter on a Mac) to send"
        submitOnModEnter
        value={comment}
        onChange={setComment}
      />
      <Button variant="primary" type="submit">
        Send comment
      </Button>
      <p>
        Comments sent: <output>{sent.length}</output>
      </p>
    </form>
  );
}
