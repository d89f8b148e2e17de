/** The locales BUI has words for, by BCP 47 tag. react-aria picks the closest (nl-BE gets nl-NL) and falls back to en-US. */
export const buiLocales = ['en-US', 'en-GB', 'nl-NL', 'de-DE', 'es-ES', 'ar-AE'] as const;

export type BuiLocale = (typeof buiLocales)[number];

/** The locales a translator writes: en-GB is en-US with any British spelling or usage overridden. */
export type TranslatedLocale = Exclude<BuiLocale, 'en-US' | 'en-GB'>;
