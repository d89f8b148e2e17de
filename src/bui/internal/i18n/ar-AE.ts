import type {enUS} from './en-US';
import type {DictionaryOf} from './types';

/**
 * Arabic (United Arab Emirates), Modern Standard Arabic. Counted nouns follow Arabic's six plural forms (zero, one,
 * two, few for 3–10, many for 11–99, other); the parameter types come from en-US through `satisfies`.
 */
export const arAE = {
  paginatorPrevious: 'السابق',
  paginatorNext: 'التالي',
  paginatorPage: ({page}, f) => `الصفحة ${f.number(page)}`,
  paginatorPageOf: ({page, total}, f) => `الصفحة ${f.number(page)} من ${f.number(total)}`,
  paginatorShowingAll: ({total}, f) => `عرض ${f.number(total)} من ${f.number(total)}`,
  paginatorShowingRange: ({first, last, total}, f) => `عرض ${f.number(first)}–${f.number(last)} من ${f.number(total)}`,
  paginatorRowsPerPage: 'عدد الصفوف في الصفحة',

  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  closeNamed: ({name}) => `إغلاق ${name}`,

  overlayDiscardQuestion: 'هل تريد تجاهل التغييرات؟',
  overlayKeepEditing: 'متابعة التعديل',
  overlayDiscard: 'تجاهل',

  alertPrefixInfo: 'معلومة:',
  alertPrefixSuccess: 'تم بنجاح:',
  alertPrefixWarning: 'تحذير:',
  alertPrefixDanger: 'خطأ:',
  alertDismiss: 'إغلاق الرسالة',

  toastRegion: 'الإشعارات',
  toastDismiss: 'إغلاق',

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

  dateExample: ({example}) => `مثال: ${example}`,
  dateChoose: 'اختيار التاريخ',
  dateChange: ({date}) => `تغيير التاريخ، ${date}`,
  dateRangeChoose: 'اختيار التواريخ',
  dateRangeChange: ({dates}) => `تغيير التواريخ، ${dates}`,
  dateUnavailable: ({date}) => `${date} غير متاح. اختر يومًا آخر`,
  dateBetween: ({from, to}) => `اختر تاريخًا من ${from} إلى ${to}`,
  dateOnOrAfter: ({date}) => `اختر ${date} أو تاريخًا لاحقًا`,
  dateOnOrBefore: ({date}) => `اختر ${date} أو تاريخًا سابقًا`,
  dateEndBeforeStart: 'تاريخ الانتهاء يسبق تاريخ البدء',

  durationHours: 'الساعات',
  durationMinutes: 'الدقائق',
  durationEmpty: 'فارغ',
  durationUnitHours: 'س',
  durationUnitMinutes: 'د',
  durationPresets: ({label}) => `قيم جاهزة: ${label}`,
  durationShort: ({hours, minutes}, f) =>
    hours === 0
      ? `${f.number(minutes)} د`
      : minutes === 0
        ? `${f.number(hours)} س`
        : `${f.number(hours)} س ${f.number(minutes)} د`,
  durationSpoken: ({hours, minutes}, f) => {
    const h = f.plural(hours, {
      zero: `${f.number(hours)} ساعة`,
      one: 'ساعة واحدة',
      two: 'ساعتان',
      few: `${f.number(hours)} ساعات`,
      many: `${f.number(hours)} ساعة`,
      other: `${f.number(hours)} ساعة`,
    });
    const m = f.plural(minutes, {
      zero: `${f.number(minutes)} دقيقة`,
      one: 'دقيقة واحدة',
      two: 'دقيقتان',
      few: `${f.number(minutes)} دقائق`,
      many: `${f.number(minutes)} دقيقة`,
      other: `${f.number(minutes)} دقيقة`,
    });
    return hours === 0 ? m : minutes === 0 ? h : `${h} و${m}`;
  },
  timeBetween: ({from, to}) => `اختر وقتًا بين ${from} و${to}`,
  timeAtOrAfter: ({time}) => `اختر ${time} أو وقتًا لاحقًا`,
  timeAtOrBefore: ({time}) => `اختر ${time} أو وقتًا سابقًا`,
  timeEndAfter: ({time}) => `يجب أن يكون وقت الانتهاء بعد ${time}`,
  timeLength: ({duration}) => `المدة: ${duration}`,
  timeLengthOvernight: ({duration}) => `المدة: ${duration}، وتنتهي في اليوم التالي`,

  stepName: ({step, total, title, status}, f) => `الخطوة ${f.number(step)} من ${f.number(total)}، ${title}، ${status}`,
  stepComplete: 'مكتملة',
  stepCurrent: 'الخطوة الحالية',
  stepUpcoming: 'لم تبدأ بعد',
  stepError: 'تحتوي على أخطاء',
  stepCurrentError: 'الخطوة الحالية، تحتوي على أخطاء',
  wizardPosition: ({step, total}, f) => `الخطوة ${f.number(step)} من ${f.number(total)}`,
  wizardFixToContinue: ({count}, f) =>
    f.plural(count, {
      zero: 'صحّح الأخطاء للمتابعة',
      one: 'صحّح خطأً واحدًا للمتابعة',
      two: 'صحّح خطأين للمتابعة',
      few: `صحّح ${f.number(count)} أخطاء للمتابعة`,
      many: `صحّح ${f.number(count)} خطأً للمتابعة`,
      other: `صحّح ${f.number(count)} خطأ للمتابعة`,
    }),
  wizardFixToFinish: ({count}, f) =>
    f.plural(count, {
      zero: 'صحّح الأخطاء للإرسال',
      one: 'صحّح خطأً واحدًا للإرسال',
      two: 'صحّح خطأين للإرسال',
      few: `صحّح ${f.number(count)} أخطاء للإرسال`,
      many: `صحّح ${f.number(count)} خطأً للإرسال`,
      other: `صحّح ${f.number(count)} خطأ للإرسال`,
    }),
  wizardContinue: 'متابعة',
  wizardBack: 'رجوع',
  wizardFinish: 'إنهاء',
  wizardSubmitting: 'جارٍ الإرسال',
  wizardChecking: 'جارٍ التحقق',
} satisfies DictionaryOf<typeof enUS>;
