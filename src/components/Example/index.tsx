import {lazy, Suspense, useCallback, useId, useState, type ComponentType, type ReactNode} from 'react';
import {I18nProvider, ToggleButton, ToggleButtonGroup, type Key} from 'react-aria-components';
import {UNSAFE_PortalProvider} from 'react-aria/PortalProvider';
import {useMDXComponents} from '@mdx-js/react';
import {useColorMode} from '@docusaurus/theme-common';
import {Island} from './Island';
import styles from './styles.module.css';

// The editor, its transpiler and the whole library's scope load only when a
// reader presses Edit (README "Live examples").
const Playground = lazy(() => import('@site/src/components/Playground'));

/**
 * An example module as a page imports it (`import * as Hero from
 * '@site/src/bui/Button/examples/Hero'`): its default export runs in the
 * preview; `source`, `sourceTokens` and `sourceFile` are added at build time
 * by src/plugins/bui-library (the file's exact text, its highlighting and its path).
 */
export interface ExampleModule {
  default: ComponentType;
  source?: string;
  sourceTokens?: string;
  sourceFile?: string;
}

type Theme = 'light' | 'dark';
type ThemeChoice = Theme | 'both';
type Direction = 'ltr' | 'rtl';
type Width = 'phone' | 'tablet' | 'full';
/** `phone` draws the preview inside a phone: status bar, screen and home indicator, at phone width. */
export type Device = 'phone';

export interface Frame {
  themes: Theme[];
  direction: Direction;
  width: Width;
  device?: Device;
}

/** The caption is the file's first-line JSDoc: `/** Title — one sentence. *\/`. */
export function captionOf(source: string | undefined): {title: string; text: string} | null {
  const match = /^\/\*\*\s*(.*?)\s*\*\/\s*$/m.exec(source?.split('\n', 1)[0] ?? '');
  if (!match?.[1]) return null;
  const [title = '', ...rest] = match[1].split(' — ');
  return {title, text: rest.join(' — ')};
}

interface ControlProps<T extends string> {
  label: string;
  options: readonly {id: T; text: string}[];
  value: T;
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
        selectedKeys={[value]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = keys;
          if (next !== undefined) onChange(String(next) as T);
        }}
        className={styles.group}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.id}
            id={option.id}
            className={styles.toggle}
            // One Tab stop per group, on the selected button (the radio group
            // pattern); the arrow keys reach the others. react-aria leaves every
            // button in the tab order and skips them with its own Tab handling,
            // which looks to the browser as if they could never be reached.
            render={(props, {isSelected}) => <button {...props} tabIndex={isSelected ? 0 : -1} />}
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
const widthOptions = [
  {id: 'phone', text: 'Phone'},
  {id: 'tablet', text: 'Tablet'},
  {id: 'full', text: 'Full'},
] as const;

const themeNames: Record<Theme, string> = {light: 'Light', dark: 'Dark'};

/**
 * The example running in one preview per theme. Each preview sets
 * `data-bui-theme` (the tokens give it that theme's values, whatever the
 * page's), `dir`, and the chosen width.
 */
export function Previews({frame, component: Component}: {frame: Frame; component: ComponentType}): ReactNode {
  return (
    <div className={styles.previews} data-width={frame.width} data-device={frame.device}>
      {frame.themes.map((theme) => {
        const example = (
          <>
            {/* react-aria takes direction (arrow keys, start/end placement) from its locale, not from `dir`:
                a right-to-left preview runs under a right-to-left locale whose digits are the same as English. */}
            {frame.direction === 'rtl' ? (
              <I18nProvider locale="he-IL">
                <Component />
              </I18nProvider>
            ) : (
              <Component />
            )}
          </>
        );
        return (
          <div
            key={theme}
            role="group"
            aria-label={frame.themes.length > 1 ? `${themeNames[theme]} preview` : 'Preview'}
            className={frame.device === 'phone' ? `${styles.preview} ${styles.phone}` : styles.preview}
            data-bui-theme={theme}
            data-example-preview=""
            data-device={frame.device}
            dir={frame.direction}
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

interface SourceProps {
  className: string;
  title?: string;
  tokens?: string;
  children: string;
}

/**
 * The example's source in the page's own code block (highlighting, title,
 * copy button), taken from the MDX components rather than imported from
 * @theme/CodeBlock: an import here would make the bundler split the code
 * block out of the chunk every docs page shares, and pages without examples
 * would load one more file.
 */
function Source({title, code, tokens}: {title?: string; code: string; tokens?: string}): ReactNode {
  const Code = useMDXComponents().code as ComponentType<SourceProps> | undefined;
  if (!Code) {
    return (
      <pre>
        <code>{code}</code>
      </pre>
    );
  }
  return (
    <Code className={`language-tsx ${styles.source}`} title={title} tokens={tokens}>
      {code}
    </Code>
  );
}

interface ToolbarProps {
  theme: ThemeChoice;
  direction: Direction;
  /** Null hides the width control (the phone frame has one width). */
  width: Width | null;
  onTheme: (theme: ThemeChoice) => void;
  onDirection: (direction: Direction) => void;
  onWidth: (width: Width) => void;
  /** Null hides the Edit button (while editing, or without a source). */
  onEdit: (() => void) | null;
  describedBy?: string;
}

/** The frame's controls and the Edit button. */
function Toolbar({
  theme,
  direction,
  width,
  onTheme,
  onDirection,
  onWidth,
  onEdit,
  describedBy,
}: ToolbarProps): ReactNode {
  return (
    <div className={styles.toolbar}>
      <FrameControl label="Theme" options={themeOptions} value={theme} onChange={onTheme} />
      <FrameControl label="Direction" options={directionOptions} value={direction} onChange={onDirection} />
      {width !== null && <FrameControl label="Width" options={widthOptions} value={width} onChange={onWidth} />}
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

/**
 * A live example: `<Example of={Hero} />` with `import * as Hero from
 * '@site/src/bui/Button/examples/Hero'`. Renders the file's default export
 * (on the server too, so it shows without JavaScript), its caption, its exact
 * source in a code block with a copy button, controls for theme, direction
 * and width, and an Edit button that opens the playground.
 *
 * `device="phone"` shows the example inside a phone frame at phone width (for
 * mobile-only components); the width control is then hidden, theme and
 * direction still apply.
 */
export function Example({of, device}: {of: ExampleModule; device?: Device}): ReactNode {
  const {colorMode} = useColorMode();
  // Null until the reader picks a theme: until then the preview follows the page.
  const [themeChoice, setThemeChoice] = useState<ThemeChoice | null>(null);
  const [direction, setDirection] = useState<Direction>('ltr');
  const [width, setWidth] = useState<Width>('full');
  const [editing, setEditing] = useState(false);
  const captionId = useId();
  const caption = captionOf(of.source);
  const theme = themeChoice ?? colorMode;
  const frame: Frame = {
    themes: theme === 'both' ? ['light', 'dark'] : [theme],
    direction,
    width: device === 'phone' ? 'phone' : width,
    device,
  };
  const fileName = of.sourceFile?.split('/').pop();

  return (
    <figure className={styles.example} data-example={of.sourceFile} data-device={device}>
      {caption && (
        <figcaption id={captionId} className={styles.caption}>
          <strong>{caption.title}</strong>
          {caption.text && ` — ${caption.text}`}
        </figcaption>
      )}
      <Island contentKey={JSON.stringify({frame, editing})}>
        <>
          <Toolbar
            theme={theme}
            direction={direction}
            width={device === 'phone' ? null : width}
            onTheme={setThemeChoice}
            onDirection={setDirection}
            onWidth={setWidth}
            onEdit={editing || of.source === undefined ? null : () => setEditing(true)}
            describedBy={caption ? captionId : undefined}
          />
          {!editing && <Previews frame={frame} component={of.default} />}
        </>
      </Island>
      {editing && of.source !== undefined ? (
        <Suspense
          fallback={
            <>
              <Previews frame={frame} component={of.default} />
              <p className={styles.loading}>Loading the editor…</p>
            </>
          }
        >
          <Playground source={of.source} fallback={of.default} title={fileName}>
            {(component) => <Previews frame={frame} component={component} />}
          </Playground>
        </Suspense>
      ) : (
        of.source !== undefined && <Source title={fileName} code={of.source} tokens={of.sourceTokens} />
      )}
    </figure>
  );
}
