import {defineStrings} from '../i18n';
import type {Message, MessageFormatter} from '../i18n/types';

const enUS = {
  uploadTypeImage: 'image',
  uploadNotAccepted: ({file, types}: {file: string; types: string}) =>
    `${file} isn't accepted. Upload ${/^image/.test(types) ? 'an' : 'a'} ${types}`,
  uploadTooLarge: ({file, size, limit}: {file: string; size: string; limit: string}) =>
    `${file} is ${size}. Choose one under ${limit}`,
  uploadTooMany: ({file, count}: {file: string; count: number}, f: MessageFormatter) =>
    f.plural(count, {
      one: `${file} wasn't added. You can add up to ${f.number(count)} file`,
      other: `${file} wasn't added. You can add up to ${f.number(count)} files`,
    }),
  uploadProgress: ({file, percent}: {file: string; percent: number}, f: MessageFormatter) =>
    `${file}, ${f.number(percent)} percent uploaded`,
  uploadDone: ({file}: {file: string}) => `${file} uploaded`,
  uploadCancelled: ({file}: {file: string}) => `${file} cancelled`,
  uploadFailed: 'Upload failed',
  uploadUploaded: 'uploaded',
  uploadWaiting: 'Waiting…',
  uploadUploading: ({file}: {file: string}) => `Uploading ${file}`,
  uploadRetry: 'Retry',
  uploadCancelNamed: ({file}: {file: string}) => `Cancel ${file}`,
} satisfies Record<string, Message>;

export const uploadsStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    uploadTypeImage: 'afbeelding',
    uploadNotAccepted: ({file, types}) => `${file} wordt niet geaccepteerd. Toegestaan: ${types}`,
    uploadTooLarge: ({file, size, limit}) => `${file} is ${size}. Kies een bestand kleiner dan ${limit}`,
    uploadTooMany: ({file, count}, f) =>
      f.plural(count, {
        one: `${file} is niet toegevoegd. Je kunt maximaal ${f.number(count)} bestand toevoegen`,
        other: `${file} is niet toegevoegd. Je kunt maximaal ${f.number(count)} bestanden toevoegen`,
      }),
    uploadProgress: ({file, percent}, f) => `${file}, ${f.number(percent)} procent geüpload`,
    uploadDone: ({file}) => `${file} geüpload`,
    uploadCancelled: ({file}) => `${file} geannuleerd`,
    uploadFailed: 'Uploaden mislukt',
    uploadUploaded: 'geüpload',
    uploadWaiting: 'Wachten…',
    uploadUploading: ({file}) => `${file} wordt geüpload`,
    uploadRetry: 'Opnieuw',
    uploadCancelNamed: ({file}) => `${file} annuleren`,
  },
  'de-DE': {
    uploadTypeImage: 'Bild',
    uploadNotAccepted: ({file, types}) => `${file} wird nicht akzeptiert. Zulässig: ${types}`,
    uploadTooLarge: ({file, size, limit}) => `${file} ist ${size} groß. Wählen Sie eine Datei unter ${limit}`,
    uploadTooMany: ({file, count}, f) =>
      f.plural(count, {
        one: `${file} wurde nicht hinzugefügt. Sie können bis zu ${f.number(count)} Datei hinzufügen`,
        other: `${file} wurde nicht hinzugefügt. Sie können bis zu ${f.number(count)} Dateien hinzufügen`,
      }),
    uploadProgress: ({file, percent}, f) => `${file}, ${f.number(percent)} Prozent hochgeladen`,
    uploadDone: ({file}) => `${file} hochgeladen`,
    uploadCancelled: ({file}) => `${file} abgebrochen`,
    uploadFailed: 'Hochladen fehlgeschlagen',
    uploadUploaded: 'hochgeladen',
    uploadWaiting: 'Wartet…',
    uploadUploading: ({file}) => `${file} wird hochgeladen`,
    uploadRetry: 'Wiederholen',
    uploadCancelNamed: ({file}) => `${file} abbrechen`,
  },
  'es-ES': {
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
  },
  'ar-AE': {
    uploadTypeImage: 'صورة',
    uploadNotAccepted: ({file, types}) => `الملف ${file} غير مقبول. الأنواع المسموح بها: ${types}`,
    uploadTooLarge: ({file, size, limit}) => `حجم ${file} هو ${size}. اختر ملفًا أصغر من ${limit}`,
    uploadTooMany: ({file, count}, f) =>
      f.plural(count, {
        one: `لم تتم إضافة ${file}. يمكنك إضافة ملف واحد كحد أقصى`,
        two: `لم تتم إضافة ${file}. يمكنك إضافة ملفين كحد أقصى`,
        few: `لم تتم إضافة ${file}. يمكنك إضافة ${f.number(count)} ملفات كحد أقصى`,
        many: `لم تتم إضافة ${file}. يمكنك إضافة ${f.number(count)} ملفًا كحد أقصى`,
        other: `لم تتم إضافة ${file}. يمكنك إضافة ${f.number(count)} ملف كحد أقصى`,
      }),
    uploadProgress: ({file, percent}, f) => `${file}، تم رفع ${f.number(percent)} بالمئة`,
    uploadDone: ({file}) => `تم رفع ${file}`,
    uploadCancelled: ({file}) => `تم إلغاء ${file}`,
    uploadFailed: 'تعذّر الرفع',
    uploadUploaded: 'تم الرفع',
    uploadWaiting: 'في الانتظار…',
    uploadUploading: ({file}) => `جارٍ رفع ${file}`,
    uploadRetry: 'إعادة المحاولة',
    uploadCancelNamed: ({file}) => `إلغاء ${file}`,
  },
});
