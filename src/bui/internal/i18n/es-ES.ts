import type {enUS} from './en-US';
import type {DictionaryOf} from './types';

/** Spanish (Spain). Variables and plural forms as in en-US; the parameter types come from en-US through `satisfies`. */
export const esES = {
  paginatorPrevious: 'Anterior',
  paginatorNext: 'Siguiente',
  paginatorPage: ({page}, f) => `Página ${f.number(page)}`,
  paginatorPageOf: ({page, total}, f) => `Página ${f.number(page)} de ${f.number(total)}`,
  paginatorShowingAll: ({total}, f) => `Mostrando ${f.number(total)} de ${f.number(total)}`,
  paginatorShowingRange: ({first, last, total}, f) =>
    `Mostrando ${f.number(first)}–${f.number(last)} de ${f.number(total)}`,
  paginatorRowsPerPage: 'Filas por página',

  loading: 'Cargando',
  close: 'Cerrar',
  closeNamed: ({name}) => `Cerrar ${name}`,

  overlayDiscardQuestion: '¿Descartar los cambios?',
  overlayKeepEditing: 'Seguir editando',
  overlayDiscard: 'Descartar',

  alertPrefixInfo: 'Información:',
  alertPrefixSuccess: 'Correcto:',
  alertPrefixWarning: 'Aviso:',
  alertPrefixDanger: 'Error:',
  alertDismiss: 'Cerrar mensaje',

  toastRegion: 'Notificaciones',
  toastDismiss: 'Cerrar',

  avatarUnknownPerson: 'Persona desconocida',
  avatarAvailable: 'disponible',
  avatarAway: 'ausente',
  avatarMorePeople: ({count}, f) => f.plural(count, {one: 'persona más', other: 'personas más'}),
  avatarMorePeopleTitle: 'Más personas',
  avatarMoreOf: ({label}) => `Más ${label.toLocaleLowerCase('es-ES')}`,

  dateExample: ({example}) => `Por ejemplo, ${example}`,
  dateChoose: 'Elegir fecha',
  dateChange: ({date}) => `Cambiar fecha, ${date}`,
  dateRangeChoose: 'Elegir fechas',
  dateRangeChange: ({dates}) => `Cambiar fechas, ${dates}`,
  dateUnavailable: ({date}) => `El ${date} no está disponible. Elige otro día`,
  dateBetween: ({from, to}) => `Elige una fecha entre el ${from} y el ${to}`,
  dateOnOrAfter: ({date}) => `Elige el ${date} o una fecha posterior`,
  dateOnOrBefore: ({date}) => `Elige el ${date} o una fecha anterior`,
  dateEndBeforeStart: 'La fecha de fin es anterior a la de inicio',

  durationHours: 'Horas',
  durationMinutes: 'Minutos',
  durationEmpty: 'Vacío',
  durationUnitHours: 'h',
  durationUnitMinutes: 'min',
  durationPresets: ({label}) => `Valores rápidos de ${label.toLocaleLowerCase('es-ES')}`,
  durationShort: ({hours, minutes}, f) =>
    hours === 0
      ? `${f.number(minutes)} min`
      : minutes === 0
        ? `${f.number(hours)} h`
        : `${f.number(hours)} h ${f.number(minutes)} min`,
  durationSpoken: ({hours, minutes}, f) => {
    const h = f.plural(hours, {one: `${f.number(hours)} hora`, other: `${f.number(hours)} horas`});
    const m = f.plural(minutes, {one: `${f.number(minutes)} minuto`, other: `${f.number(minutes)} minutos`});
    return hours === 0 ? m : minutes === 0 ? h : `${h} y ${m}`;
  },
  timeBetween: ({from, to}) => `Elige una hora entre las ${from} y las ${to}`,
  timeAtOrAfter: ({time}) => `Elige las ${time} o una hora posterior`,
  timeAtOrBefore: ({time}) => `Elige las ${time} o una hora anterior`,
  timeEndAfter: ({time}) => `La hora de fin debe ser posterior a las ${time}`,
  timeLength: ({duration}) => `Duración: ${duration}`,
  timeLengthOvernight: ({duration}) => `Duración: ${duration}, termina al día siguiente`,

  stepName: ({step, total, title, status}, f) => `Paso ${f.number(step)} de ${f.number(total)}, ${title}, ${status}`,
  stepComplete: 'completado',
  stepCurrent: 'paso actual',
  stepUpcoming: 'sin empezar',
  stepError: 'tiene errores',
  stepCurrentError: 'paso actual, tiene errores',
  wizardPosition: ({step, total}, f) => `Paso ${f.number(step)} de ${f.number(total)}`,
  wizardFixToContinue: ({count}, f) =>
    f.plural(count, {
      one: `Corrige ${f.number(count)} error para continuar`,
      other: `Corrige ${f.number(count)} errores para continuar`,
    }),
  wizardFixToFinish: ({count}, f) =>
    f.plural(count, {
      one: `Corrige ${f.number(count)} error para enviar`,
      other: `Corrige ${f.number(count)} errores para enviar`,
    }),
  wizardContinue: 'Continuar',
  wizardBack: 'Atrás',
  wizardFinish: 'Finalizar',
  wizardSubmitting: 'Enviando',
  wizardChecking: 'Comprobando',
} satisfies DictionaryOf<typeof enUS>;
