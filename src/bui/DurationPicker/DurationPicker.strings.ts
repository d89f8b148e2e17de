import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  durationHours: 'Hours',
  durationMinutes: 'Minutes',
  durationEmpty: 'Empty',
  durationUnitHours: 'h',
  durationUnitMinutes: 'min',
  durationPresets: ({label}: {label: string}) => `${label} presets`,
  durationShort: ({hours, minutes}: {hours: number; minutes: number}, f: MessageFormatter) =>
    hours === 0
      ? `${f.number(minutes)} min`
      : minutes === 0
        ? `${f.number(hours)} h`
        : `${f.number(hours)} h ${f.number(minutes)} min`,
  durationSpoken: ({hours, minutes}: {hours: number; minutes: number}, f: MessageFormatter) => {
    const h = f.plural(hours, {one: `${f.number(hours)} hour`, other: `${f.number(hours)} hours`});
    const m = f.plural(minutes, {one: `${f.number(minutes)} minute`, other: `${f.number(minutes)} minutes`});
    return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
  },
} satisfies Record<string, Message>;

export const durationPickerStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    durationHours: 'Uren',
    durationMinutes: 'Minuten',
    durationEmpty: 'Leeg',
    durationUnitHours: 'u',
    durationUnitMinutes: 'min',
    durationPresets: ({label}) => `Snelkeuzes voor ${label.toLocaleLowerCase('nl-NL')}`,
    durationShort: ({hours, minutes}, f) =>
      hours === 0
        ? `${f.number(minutes)} min`
        : minutes === 0
          ? `${f.number(hours)} u`
          : `${f.number(hours)} u ${f.number(minutes)} min`,
    durationSpoken: ({hours, minutes}, f) => {
      const h = f.plural(hours, {one: `${f.number(hours)} uur`, other: `${f.number(hours)} uur`});
      const m = f.plural(minutes, {one: `${f.number(minutes)} minuut`, other: `${f.number(minutes)} minuten`});
      return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
    },
  },
  'de-DE': {
    durationHours: 'Stunden',
    durationMinutes: 'Minuten',
    durationEmpty: 'Leer',
    durationUnitHours: 'Std.',
    durationUnitMinutes: 'Min.',
    durationPresets: ({label}) => `Vorgaben für ${label}`,
    durationShort: ({hours, minutes}, f) =>
      hours === 0
        ? `${f.number(minutes)} Min.`
        : minutes === 0
          ? `${f.number(hours)} Std.`
          : `${f.number(hours)} Std. ${f.number(minutes)} Min.`,
    durationSpoken: ({hours, minutes}, f) => {
      const h = f.plural(hours, {one: `${f.number(hours)} Stunde`, other: `${f.number(hours)} Stunden`});
      const m = f.plural(minutes, {one: `${f.number(minutes)} Minute`, other: `${f.number(minutes)} Minuten`});
      return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
    },
  },
  'es-ES': {
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
  },
  'ar-AE': {
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
  },
});
