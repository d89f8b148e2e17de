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
  tabsCount: ({count}, f) =>
    f.plural(count, {one: `${f.number(count)} elemento`, other: `${f.number(count)} elementos`}),
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
  listSeparator: ', ',
  listOr: ({items, lastItem}) => `${items} o ${lastItem}`,
  cancel: 'Cancelar',
  removeNamed: ({name}) => `Quitar ${name}`,
  removedNamed: ({name}) => `Se ha quitado ${name}`,

  fieldOptional: '(opcional)',
  characterCountUsed: ({count, total}, f) => `${f.number(count)} de ${f.number(total)} caracteres usados`,
  characterCountLeft: ({count}, f) =>
    count <= 0
      ? 'No quedan caracteres'
      : f.plural(count, {one: `Queda ${f.number(count)} carácter`, other: `Quedan ${f.number(count)} caracteres`}),
  characterCountShortened: ({count}, f) => `Tu texto se ha acortado a ${f.number(count)} caracteres`,

  selectPlaceholder: 'Selecciona una opción',
  selectNoOptions: 'No hay opciones disponibles',
  typeaheadMinLength: ({count}, f) =>
    f.plural(count, {
      one: `Escribe al menos ${f.number(count)} carácter para buscar`,
      other: `Escribe al menos ${f.number(count)} caracteres para buscar`,
    }),
  typeaheadSearching: 'Buscando…',
  typeaheadSearchingLabel: 'Buscando',
  typeaheadLoadError: 'No se han podido cargar las sugerencias',
  typeaheadNoMatches: ({query}) => `No hay resultados para «${query}»`,
  typeaheadNoMatchesSpelling: ({query}) => `No hay resultados para «${query}». Revisa la ortografía`,
  typeaheadMaxChosen: ({count}, f) => `Has elegido el máximo de ${f.number(count)}`,
  typeaheadClear: 'Borrar',
  typeaheadChosen: ({label}) => `${label}: selección`,

  switchSaving: 'Guardando',
  buttonSplitMore: 'Más opciones',
  contextMenuMore: 'Más acciones',
  breadcrumbLabel: 'Ruta de navegación',
  breadcrumbShowMore: ({count}, f) =>
    f.plural(count, {one: `Mostrar ${f.number(count)} nivel más`, other: `Mostrar ${f.number(count)} niveles más`}),
  linkNewTab: '(se abre en una pestaña nueva)',
  donutNoData: 'Sin datos',
  donutLegend: ({label}) => `Leyenda de ${label}`,
  donutSummaryEmpty: ({label}) => `${label}: sin datos`,
  donutSummary: ({label, parts, sum}) => `${label}: ${parts} (${sum} en total)`,

  tableEmpty: 'Todavía no hay nada que mostrar.',
  tableSorted: ({label, order}) => `Ordenado por ${label}, ${order}`,
  tableSortAToZ: 'de la A a la Z',
  tableSortZToA: 'de la Z a la A',
  tableSortSmallestFirst: 'de menor a mayor',
  tableSortLargestFirst: 'de mayor a menor',
  tableSortOldestFirst: 'más antiguos primero',
  tableSortNewestFirst: 'más recientes primero',
  tableSortWorkflow: 'en el orden del flujo de trabajo',
  tableSortWorkflowReverse: 'en el orden inverso del flujo de trabajo',

  navBarLabel: 'Principal',
  navBarHome: 'inicio',
  navBarMenu: 'Menú',
  navBarBack: 'Atrás',
  navBarBackTo: ({label}) => `Volver a ${label}`,
  navBarPending: ({count}, f) => `${count > 99 ? `${f.number(99)}+` : f.number(count)} pendientes`,
  navBarAccount: ({name}) => `Tu cuenta, ${name}`,
  navBarProfile: 'Perfil',
  navBarSettings: 'Configuración',
  navBarSwitchCompany: 'Cambiar de empresa',
  navBarSignOut: 'Cerrar sesión',

  forceUpdateHardTitle: 'Actualización obligatoria',
  forceUpdateHardBody: 'Esta versión ya no funciona con tu cuenta de empresa. Actualiza la app para seguir usándola.',
  forceUpdateSoftTitle: 'Hay una nueva versión disponible',
  forceUpdateSoftBody:
    'Incluye mejoras en las solicitudes y las nóminas. Tu versión actual seguirá funcionando por ahora.',
  forceUpdateOffline: 'No tienes conexión. Conéctate a internet para actualizar la app.',
  forceUpdateTryAgain: 'Volver a intentarlo',
  forceUpdateUpdateNow: 'Actualizar ahora',
  forceUpdateNotNow: 'Ahora no',
  forceUpdateVersions: ({installed, required}) => `Tu versión ${installed} · Necesaria ${required}`,
  forceUpdateVersionsSpoken: ({installed, required}) => `Tu versión ${installed}, versión necesaria ${required}`,

  xingLoaderSlow: 'Esto está tardando más de lo habitual',

  uploadTypeImage: 'imagen',
  uploadNotAccepted: ({file, types}) => `No se admite ${file}. Formatos permitidos: ${types}`,
  uploadTooLarge: ({file, size, limit}) => `${file} ocupa ${size}. Elige uno de menos de ${limit}`,
  uploadTooMany: ({file, count}, f) =>
    f.plural(count, {
      one: `No se ha añadido ${file}. Puedes añadir hasta ${f.number(count)} archivo`,
      other: `No se ha añadido ${file}. Puedes añadir hasta ${f.number(count)} archivos`,
    }),
  uploadProgress: ({file, percent}, f) => `${file}, ${f.number(percent)} por ciento subido`,
  uploadDone: ({file}) => `Se ha subido ${file}`,
  uploadCancelled: ({file}) => `Se ha cancelado ${file}`,
  uploadFailed: 'Error al subir',
  uploadUploaded: 'subido',
  uploadWaiting: 'En espera…',
  uploadUploading: ({file}) => `Subiendo ${file}`,
  uploadRetry: 'Reintentar',
  uploadCancelNamed: ({file}) => `Cancelar ${file}`,
  inputFileChooseFile: 'Elegir archivo',
  inputFileChooseFiles: 'Elegir archivos',
  inputFileDropFor: ({label}) => `Suelta archivos para ${label}`,
  inputFileDragFile: 'Arrastra un archivo aquí o',
  inputFileDragFiles: 'Arrastra archivos aquí o',
  inputFileDropToUpload: 'Suelta para subir',
  inputFileWrongType: 'No se admite este tipo de archivo',
  inputFileFolder: 'No se pueden subir carpetas. Suelta los archivos',
  fileUploadAddFile: 'Añadir archivo',
  fileUploadChooseSource: ({label}) => `${label}: elige un origen`,
  fileUploadAdded: ({count, total}, f) => `${f.number(count)} de ${f.number(total)} añadidos`,
  fileUploadCamera: 'Hacer foto',
  fileUploadGallery: 'Elegir de la galería',
  fileUploadFiles: 'Explorar archivos',

  fileSelectorChoose: 'Elegir de documentos',
  fileSelectorReplace: 'Sustituir',
  fileSelectorRemovedDocument: 'Este documento se ha eliminado',
  fileSelectorRemovedName: 'documento eliminado',
  fileSelectorRoot: 'Documentos',
  fileSelectorSearch: 'Buscar documentos',
  fileSelectorFolder: 'Carpeta',
  fileSelectorResults: ({query}) => `Resultados de búsqueda de ${query}`,
  fileSelectorDocumentsIn: ({folder}) => `Documentos en ${folder}`,
  fileSelectorNoMatch: ({query}) => `Ningún documento coincide con «${query}»`,
  fileSelectorEmptyFolder: 'Esta carpeta no tiene documentos que puedas adjuntar',
  fileSelectorIn: ({folder}) => `en ${folder}`,
  fileSelectorOnly: ({types}) => `Solo ${types}`,
  fileSelectorMaximum: ({count}, f) =>
    f.plural(count, {one: `Máximo de ${f.number(count)} archivo`, other: `Máximo de ${f.number(count)} archivos`}),
  fileSelectorSelected: ({count}, f) =>
    f.plural(count, {one: `${f.number(count)} seleccionado`, other: `${f.number(count)} seleccionados`}),
  fileSelectorAttach: 'Adjuntar',
  fileTypeFolder: 'carpeta',
  fileTypeFile: 'archivo',
  fileTypeWord: 'documento de Word',
  fileTypeJpg: 'imagen JPG',
  fileTypePng: 'imagen PNG',
} satisfies DictionaryOf<typeof enUS>;
