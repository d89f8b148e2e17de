import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  fileUploadAddFile: 'Add file',
  fileUploadChooseSource: ({label}: {label: string}) => `${label}: choose a source`,
  fileUploadAdded: ({count, total}: {count: number; total: number}, f: MessageFormatter) =>
    `${f.number(count)} of ${f.number(total)} added`,
  fileUploadCamera: 'Take photo',
  fileUploadGallery: 'Choose from library',
  fileUploadFiles: 'Browse files',
} satisfies Record<string, Message>;

export const fileUploadMobileStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    fileUploadAddFile: 'Bestand toevoegen',
    fileUploadChooseSource: ({label}) => `${label}: kies een bron`,
    fileUploadAdded: ({count, total}, f) => `${f.number(count)} van ${f.number(total)} toegevoegd`,
    fileUploadCamera: 'Foto maken',
    fileUploadGallery: 'Kiezen uit fotobibliotheek',
    fileUploadFiles: 'Bladeren door bestanden',
  },
  'de-DE': {
    fileUploadAddFile: 'Datei hinzufügen',
    fileUploadChooseSource: ({label}) => `${label}: Quelle auswählen`,
    fileUploadAdded: ({count, total}, f) => `${f.number(count)} von ${f.number(total)} hinzugefügt`,
    fileUploadCamera: 'Foto aufnehmen',
    fileUploadGallery: 'Aus Mediathek auswählen',
    fileUploadFiles: 'Dateien durchsuchen',
  },
  'es-ES': {
    fileUploadAddFile: 'Añadir archivo',
    fileUploadChooseSource: ({label}) => `${label}: elige un origen`,
    fileUploadAdded: ({count, total}, f) => `${f.number(count)} de ${f.number(total)} añadidos`,
    fileUploadCamera: 'Hacer foto',
    fileUploadGallery: 'Elegir de la galería',
    fileUploadFiles: 'Explorar archivos',
  },
  'ar-AE': {
    fileUploadAddFile: 'إضافة ملف',
    fileUploadChooseSource: ({label}) => `${label}: اختر مصدرًا`,
    fileUploadAdded: ({count, total}, f) => `تمت إضافة ${f.number(count)} من ${f.number(total)}`,
    fileUploadCamera: 'التقاط صورة',
    fileUploadGallery: 'الاختيار من المكتبة',
    fileUploadFiles: 'تصفّح الملفات',
  },
});
