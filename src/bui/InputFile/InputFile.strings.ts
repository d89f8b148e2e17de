import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  inputFileChooseFile: 'Choose file',
  inputFileChooseFiles: 'Choose files',
  inputFileDropFor: ({label}: {label: string}) => `Drop files for ${label}`,
  inputFileDragFile: 'Drag a file here or',
  inputFileDragFiles: 'Drag files here or',
  inputFileDropToUpload: 'Drop to upload',
  inputFileWrongType: "This file type isn't accepted",
  inputFileFolder: "Folders can't be uploaded. Drop the files instead",
} satisfies Record<string, Message>;

export const inputFileStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    inputFileChooseFile: 'Bestand kiezen',
    inputFileChooseFiles: 'Bestanden kiezen',
    inputFileDropFor: ({label}) => `Bestanden neerzetten voor ${label}`,
    inputFileDragFile: 'Sleep een bestand hierheen of',
    inputFileDragFiles: 'Sleep bestanden hierheen of',
    inputFileDropToUpload: 'Loslaten om te uploaden',
    inputFileWrongType: 'Dit bestandstype wordt niet geaccepteerd',
    inputFileFolder: 'Mappen kunnen niet worden geüpload. Zet de bestanden zelf neer',
  },
  'de-DE': {
    inputFileChooseFile: 'Datei auswählen',
    inputFileChooseFiles: 'Dateien auswählen',
    inputFileDropFor: ({label}) => `Dateien für ${label} ablegen`,
    inputFileDragFile: 'Datei hierher ziehen oder',
    inputFileDragFiles: 'Dateien hierher ziehen oder',
    inputFileDropToUpload: 'Zum Hochladen ablegen',
    inputFileWrongType: 'Dieser Dateityp wird nicht akzeptiert',
    inputFileFolder: 'Ordner können nicht hochgeladen werden. Legen Sie stattdessen die Dateien ab',
  },
  'es-ES': {
    inputFileChooseFile: 'Elegir archivo',
    inputFileChooseFiles: 'Elegir archivos',
    inputFileDropFor: ({label}) => `Suelta archivos para ${label}`,
    inputFileDragFile: 'Arrastra un archivo aquí o',
    inputFileDragFiles: 'Arrastra archivos aquí o',
    inputFileDropToUpload: 'Suelta para subir',
    inputFileWrongType: 'No se admite este tipo de archivo',
    inputFileFolder: 'No se pueden subir carpetas. Suelta los archivos',
  },
  'ar-AE': {
    inputFileChooseFile: 'اختيار ملف',
    inputFileChooseFiles: 'اختيار ملفات',
    inputFileDropFor: ({label}) => `أفلت الملفات هنا: ${label}`,
    inputFileDragFile: 'اسحب ملفًا إلى هنا أو',
    inputFileDragFiles: 'اسحب الملفات إلى هنا أو',
    inputFileDropToUpload: 'أفلت للرفع',
    inputFileWrongType: 'نوع الملف هذا غير مقبول',
    inputFileFolder: 'لا يمكن رفع المجلدات. أفلت الملفات بدلًا منها',
  },
});
