import {defineStrings} from '../internal/i18n';
import {durationPickerStrings} from '../DurationPicker/DurationPicker.strings';
import type {Message} from '../internal/i18n/types';

const enUS = {
  timeBetween: ({from, to}: {from: string; to: string}) => `Choose a time between ${from} and ${to}`,
  timeAtOrAfter: ({time}: {time: string}) => `Choose a time at or after ${time}`,
  timeAtOrBefore: ({time}: {time: string}) => `Choose a time at or before ${time}`,
  timeEndAfter: ({time}: {time: string}) => `End time must be after ${time}`,
  timeLength: ({duration}: {duration: string}) => `Length: ${duration}`,
  timeLengthOvernight: ({duration}: {duration: string}) => `Length: ${duration}, ending the next day`,
} satisfies Record<string, Message>;

export const timePickerStrings = /* @__PURE__ */ defineStrings(
  {
    'en-US': enUS,
    'nl-NL': {
      timeBetween: ({from, to}) => `Kies een tijd tussen ${from} en ${to}`,
      timeAtOrAfter: ({time}) => `Kies ${time} of een later tijdstip`,
      timeAtOrBefore: ({time}) => `Kies ${time} of een eerder tijdstip`,
      timeEndAfter: ({time}) => `De eindtijd moet na ${time} liggen`,
      timeLength: ({duration}) => `Duur: ${duration}`,
      timeLengthOvernight: ({duration}) => `Duur: ${duration}, eindigt de volgende dag`,
    },
    'de-DE': {
      timeBetween: ({from, to}) => `Wählen Sie eine Uhrzeit zwischen ${from} und ${to}`,
      timeAtOrAfter: ({time}) => `Wählen Sie ${time} oder eine spätere Uhrzeit`,
      timeAtOrBefore: ({time}) => `Wählen Sie ${time} oder eine frühere Uhrzeit`,
      timeEndAfter: ({time}) => `Die Endzeit muss nach ${time} liegen`,
      timeLength: ({duration}) => `Dauer: ${duration}`,
      timeLengthOvernight: ({duration}) => `Dauer: ${duration}, endet am nächsten Tag`,
    },
    'es-ES': {
      timeBetween: ({from, to}) => `Elige una hora entre las ${from} y las ${to}`,
      timeAtOrAfter: ({time}) => `Elige las ${time} o una hora posterior`,
      timeAtOrBefore: ({time}) => `Elige las ${time} o una hora anterior`,
      timeEndAfter: ({time}) => `La hora de fin debe ser posterior a las ${time}`,
      timeLength: ({duration}) => `Duración: ${duration}`,
      timeLengthOvernight: ({duration}) => `Duración: ${duration}, termina al día siguiente`,
    },
    'ar-AE': {
      timeBetween: ({from, to}) => `اختر وقتًا بين ${from} و${to}`,
      timeAtOrAfter: ({time}) => `اختر ${time} أو وقتًا لاحقًا`,
      timeAtOrBefore: ({time}) => `اختر ${time} أو وقتًا سابقًا`,
      timeEndAfter: ({time}) => `يجب أن يكون وقت الانتهاء بعد ${time}`,
      timeLength: ({duration}) => `المدة: ${duration}`,
      timeLengthOvernight: ({duration}) => `المدة: ${duration}، وتنتهي في اليوم التالي`,
    },
  },
  durationPickerStrings,
);
