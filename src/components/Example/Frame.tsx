import {useCallback, useId, useState, type ComponentType, type ReactNode} from 'react';
import {I18nProvider, ToggleButton, ToggleButtonGroup, type Key} from 'react-aria-components';
import {UNSAFE_PortalProvider} from 'react-aria/PortalProvider';
import {frameLocales, previewLocale, type Direction, type FrameLocale} from './locales';
import styles from './styles.module.css';

/**
 * The live part of an example: the frame's controls and the previews running
 * the example. Its code loads on demand (liveFrame.ts), so a page's own
 * scripts carry none of it, nor react-aria (Island.tsx says when it loads).
 */

export type Theme = 'light' | 'dark';
export type ThemeChoice = Theme | 'both';
export type {Direction, FrameLocale} from './locales';
export type Width = 'phone' | 'tablet' | 'full';
/** `phone` draws the preview inside a phone: status bar, screen and home indicator, at phone width. */
export type Device = 'phone';

/** `page`: no theme of its own, so the preview takes the page's (the tokens on the root) through CSS alone. */
export type PreviewTheme = Theme | 'page';

export interface Frame {
  themes: PreviewTheme[];
  direction: Direction;
  width: Width;
  /** Null until the reader picks one: the browser's locale. */
  locale: FrameLocale | null;
  device?: Device;
}

interface ControlProps<T extends string> {
  label: string;
  options: readonly {id: T; text: string}[];
  /** Null: none picked yet (the Locale control, until the reader picks one). */
  value: T | null;
  onChange: (value: T) => void;
}

/** One labelled group of toggle buttons, one of which is always selected (arrow keys move within it). */
function FrameControl<T extends string>({label, options, value, onChange}: ControlProps<T>): ReactNode {
  const labelId = useId();
  return (
    <div className={styles.control}>
      <span id={labelId} className={styles.controlLabel}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={value === null ? [] : [value]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = keys;
          if (next !== undefined) onChange(String(next) as T);
        }}
        className={styles.group}
      >
        {options.map((option, index) => (
          <ToggleButton
            key={option.id}
            id={option.id}
            className={styles.toggle}
            // One Tab stop per group, on the selected button (the radio group
            // pattern); the arrow keys reach the others. react-aria leaves every
            // button in the tab order and skips them with its own Tab handling,
            // which looks to the browser as if they could never be reached.
            render={(props, {isSelected}) => (
              <button {...props} tabIndex={isSelected || (value === null && index === 0) ? 0 : -1} />
            )}
          >
            {option.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

const themeOptions = [
  {id: 'light', text: 'Light'},
  {id: 'dark', text: 'Dark'},
  {id: 'both', text: 'Both'},
] as const;
const directionOptions = [
  {id: 'ltr', text: 'LTR'},
  {id: 'rtl', text: 'RTL'},
] as const;
const localeOptions = frameLocales.map((locale) => ({id: locale, text: locale}));
const widthOptions = [
  {id: 'phone', text: 'Phone'},
  {id: 'tablet', text: 'Tablet'},
  {id: 'full', text: 'Full'},
] as const;

const themeNames: Record<Theme, string> = {light: 'Light', dark: 'Dark'};

/**
 * The example running in one preview per theme. A preview of a picked theme
 * sets `data-bui-theme` (the tokens give it that theme's values, whatever the
 * page's); until the reader picks one it sets none and takes the page's, so a
 * dark page's server markup is dark before any script runs. Each also sets
 * `dir` and the chosen width.
 */
export function Previews({frame, component: Component}: {frame: Frame; component: ComponentType}): ReactNode {
  return (
    <div className={styles.previews} data-width={frame.width} data-device={frame.device}>
      {frame.themes.map((theme) => {
        const locale = previewLocale(frame.locale, frame.direction);
        const example = locale ? (
          <I18nProvider locale={locale}>
            <Component />
          </I18nProvider>
        ) : (
          <Component />
        );
        return (
          <div
            key={theme}
            role="group"
            aria-label={theme !== 'page' && frame.themes.length > 1 ? `${themeNames[theme]} preview` : 'Preview'}
            className={frame.device === 'phone' ? `${styles.preview} ${styles.phone}` : styles.preview}
            data-bui-theme={theme === 'page' ? undefined : theme}
            data-example-preview=""
            data-device={frame.device}
            dir={frame.direction}
            lang={previewLocale(frame.locale, frame.direction) ?? undefined}
          >
            {frame.device === 'phone' ? <PhoneScreen>{example}</PhoneScreen> : example}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The inside of the phone frame. The status bar and the home indicator are
 * drawings (aria-hidden, no landmarks); the screen between them holds the
 * example, and modals the example opens (sheets, dialogs) are placed in the
 * screen rather than over the docs page, as they would be in the app.
 */
function PhoneScreen({children}: {children: ReactNode}): ReactNode {
  const [screen, setScreen] = useState<HTMLDivElement | null>(null);
  // Every react-aria overlay in the example (sheets, dialogs, popovers) is
  // portalled into the screen. react-aria's portal provider rather than
  // react-aria-components' ModalContext: importing that context brought the
  // Modal, Dialog, Popover and Menu modules (with Menu's strings in 34
  // languages) to every component page, 29 KiB gz on the Button page.
  const getContainer = useCallback(() => screen, [screen]);
  return (
    <>
      <div className={styles.statusBar} aria-hidden="true" data-phone-chrome="">
        <span>9:41</span>
        <span className={styles.statusIcons}>
          <span className={styles.signal} />
          <span className={styles.battery} />
        </span>
      </div>
      <div ref={setScreen} className={styles.screen} data-phone-screen="">
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </div>
      <div className={styles.homeBar} aria-hidden="true" data-phone-chrome="">
        <span className={styles.homeIndicator} />
      </div>
    </>
  );
}

export interface ToolbarProps {
  /** Null until the reader picks one: the preview follows the page. */
  theme: ThemeChoice | null;
  direction: Direction;
  /** Null hides the width control (the phone frame has one width). */
  width: Width | null;
  locale: FrameLocale | null;
  onTheme: (theme: ThemeChoice) => void;
  onDirection: (direction: Direction) => void;
  onWidth: (width: Width) => void;
  onLocale: (locale: FrameLocale) => void;
  /** Null hides the Edit button (while editing, or without a source). */
  onEdit: (() => void) | null;
  describedBy?: string;
}

/** The frame's controls and the Edit button. */
function Toolbar({
  theme,
  direction,
  width,
  locale,
  onTheme,
  onDirection,
  onWidth,
  onLocale,
  onEdit,
  describedBy,
}: ToolbarProps): ReactNode {
  return (
    <div className={styles.toolbar}>
      <FrameControl label="Theme" options={themeOptions} value={theme} onChange={onTheme} />
      <FrameControl label="Direction" options={directionOptions} value={direction} onChange={onDirection} />
      {width !== null && <FrameControl label="Width" options={widthOptions} value={width} onChange={onWidth} />}
      <FrameControl label="Locale" options={localeOptions} value={locale} onChange={onLocale} />
      {onEdit && (
        <button
          type="button"
          className={`button button--secondary button--sm ${styles.edit}`}
          aria-describedby={describedBy}
          onClick={onEdit}
        >
          Edit
        </button>
      )}
    </div>
  );
}

export interface LiveFrameProps extends ToolbarProps {
  frame: Frame;
  /** While the playground is open it shows the previews; the frame keeps only its controls. */
  editing: boolean;
}

/** The controls and the previews of one example, as its island renders them. */
export function LiveFrame({
  frame,
  editing,
  component,
  ...toolbar
}: LiveFrameProps & {component: ComponentType}): ReactNode {
  return (
    <>
      <Toolbar {...toolbar} />
      {!editing && <Previews frame={frame} component={component} />}
    </>
  );
}
