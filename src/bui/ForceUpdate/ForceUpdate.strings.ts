import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  forceUpdateHardTitle: 'Update required',
  forceUpdateHardBody: 'This version no longer works with your company account. Update to keep using the app.',
  forceUpdateSoftTitle: 'A new version is available',
  forceUpdateSoftBody: 'It brings improvements to requests and payslips. Your current version keeps working for now.',
  forceUpdateOffline: "You're offline. Connect to the internet to update the app.",
  forceUpdateTryAgain: 'Try again',
  forceUpdateUpdateNow: 'Update now',
  forceUpdateNotNow: 'Not now',
  forceUpdateVersions: ({installed, required}: {installed: string; required: string}) =>
    `Your version ${installed} · Required ${required}`,
  forceUpdateVersionsSpoken: ({installed, required}: {installed: string; required: string}) =>
    `Your version ${installed}, required version ${required}`,
} satisfies Record<string, Message>;

export const forceUpdateStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    forceUpdateHardTitle: 'Update vereist',
    forceUpdateHardBody:
      'Deze versie werkt niet meer met je bedrijfsaccount. Update de app om hem te blijven gebruiken.',
    forceUpdateSoftTitle: 'Er is een nieuwe versie beschikbaar',
    forceUpdateSoftBody:
      'Deze brengt verbeteringen voor aanvragen en loonstroken. Je huidige versie blijft voorlopig gewoon werken.',
    forceUpdateOffline: 'Je bent offline. Maak verbinding met internet om de app te updaten.',
    forceUpdateTryAgain: 'Opnieuw proberen',
    forceUpdateUpdateNow: 'Nu updaten',
    forceUpdateNotNow: 'Niet nu',
    forceUpdateVersions: ({installed, required}) => `Jouw versie ${installed} · Vereist ${required}`,
    forceUpdateVersionsSpoken: ({installed, required}) => `Jouw versie ${installed}, vereiste versie ${required}`,
  },
  'de-DE': {
    forceUpdateHardTitle: 'Update erforderlich',
    forceUpdateHardBody:
      'Diese Version funktioniert nicht mehr mit Ihrem Unternehmenskonto. Aktualisieren Sie die App, um sie weiter zu nutzen.',
    forceUpdateSoftTitle: 'Eine neue Version ist verfügbar',
    forceUpdateSoftBody:
      'Sie bringt Verbesserungen bei Anträgen und Gehaltsabrechnungen. Ihre aktuelle Version funktioniert vorerst weiter.',
    forceUpdateOffline: 'Sie sind offline. Stellen Sie eine Internetverbindung her, um die App zu aktualisieren.',
    forceUpdateTryAgain: 'Erneut versuchen',
    forceUpdateUpdateNow: 'Jetzt aktualisieren',
    forceUpdateNotNow: 'Nicht jetzt',
    forceUpdateVersions: ({installed, required}) => `Ihre Version ${installed} · Erforderlich ${required}`,
    forceUpdateVersionsSpoken: ({installed, required}) =>
      `Ihre Version ${installed}, erforderliche Version ${required}`,
  },
  'es-ES': {
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
  },
  'ar-AE': {
    forceUpdateHardTitle: 'التحديث مطلوب',
    forceUpdateHardBody: 'لم يعد هذا الإصدار يعمل مع حساب شركتك. حدّث التطبيق لمواصلة استخدامه.',
    forceUpdateSoftTitle: 'يتوفر إصدار جديد',
    forceUpdateSoftBody: 'يتضمن تحسينات على الطلبات وكشوف الرواتب. سيظل إصدارك الحالي يعمل في الوقت الحالي.',
    forceUpdateOffline: 'أنت غير متصل بالإنترنت. اتصل بالإنترنت لتحديث التطبيق.',
    forceUpdateTryAgain: 'إعادة المحاولة',
    forceUpdateUpdateNow: 'التحديث الآن',
    forceUpdateNotNow: 'ليس الآن',
    forceUpdateVersions: ({installed, required}) => `إصدارك ${installed} · المطلوب ${required}`,
    forceUpdateVersionsSpoken: ({installed, required}) => `إصدارك ${installed}، الإصدار المطلوب ${required}`,
  },
});
