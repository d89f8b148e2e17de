import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  avatarUnknownPerson: 'Unknown person',
  avatarAvailable: 'available',
  avatarAway: 'away',
  avatarMorePeople: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: 'more person', other: 'more people'}),
  avatarMorePeopleTitle: 'More people',
  avatarMoreOf: ({label}: {label: string}) => `More ${label.toLocaleLowerCase()}`,
} satisfies Record<string, Message>;

export const avatarStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    avatarUnknownPerson: 'Onbekende persoon',
    avatarAvailable: 'beschikbaar',
    avatarAway: 'afwezig',
    avatarMorePeople: ({count}, f) => f.plural(count, {one: 'andere persoon', other: 'andere personen'}),
    avatarMorePeopleTitle: 'Meer personen',
    avatarMoreOf: ({label}) => `Meer ${label.toLocaleLowerCase('nl-NL')}`,
  },
  'de-DE': {
    avatarUnknownPerson: 'Unbekannte Person',
    avatarAvailable: 'verfügbar',
    avatarAway: 'abwesend',
    avatarMorePeople: ({count}, f) => f.plural(count, {one: 'weitere Person', other: 'weitere Personen'}),
    avatarMorePeopleTitle: 'Weitere Personen',
    // German nouns keep their capital, so the group's label is quoted as given.
    avatarMoreOf: ({label}) => `Weitere: ${label}`,
  },
  'es-ES': {
    avatarUnknownPerson: 'Persona desconocida',
    avatarAvailable: 'disponible',
    avatarAway: 'ausente',
    avatarMorePeople: ({count}, f) => f.plural(count, {one: 'persona más', other: 'personas más'}),
    avatarMorePeopleTitle: 'Más personas',
    avatarMoreOf: ({label}) => `Más ${label.toLocaleLowerCase('es-ES')}`,
  },
  'ar-AE': {
    avatarUnknownPerson: 'شخص غير معروف',
    avatarAvailable: 'متاح',
    avatarAway: 'غير موجود',
    avatarMorePeople: ({count}, f) =>
      f.plural(count, {
        zero: 'أشخاص آخرون',
        one: 'شخص آخر',
        two: 'شخصان آخران',
        few: 'أشخاص آخرين',
        many: 'شخصًا آخر',
        other: 'شخص آخر',
      }),
    avatarMorePeopleTitle: 'أشخاص آخرون',
    avatarMoreOf: ({label}) => `المزيد من ${label}`,
  },
});
