import {lazy, Suspense, useCallback, useId, useState, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {
  Device,
  Direction,
  Frame,
  FrameLocale,
  LiveFrame as LiveFrameType,
  LiveFrameProps,
  Previews,
  ThemeChoice,
  Width,
} from './Frame';
import {Island} from './Island';
import {directionOf} from './locales';
import {loadFrame, serverFrame} from './liveFrame';
import styles from './styles.module.css';

export type {Device, Frame} from './Frame';

// The editor, its transpiler and the whole library's scope load only when a
// reader presses Edit (decisions/0005-playground-as-a-blob-module.md).
const Playground = lazy(() => import('@site/src/components/Playground'));

/**
 * An example module as a page imports it (`import * as Hero from
 * '@site/src/bui/Button/examples/Hero'`): its default export runs in the
 * preview; `source`, `sourceTokens` and `sourceFile` are added at build time
 * by src/plugins/bui-library (the file's exact text, its highlighting and its
 * path). In the browser build the module holds only those three and `load`,
 * which fetches the default export (example-source-loader.cjs).
 */
export interface ExampleModule {
  default?: ComponentType;
  load?: () => Promise<{default: ComponentType}>;
  source?: string;
  sourceTokens?: string;
  sourceFile?: string;
}

/** The example's component: at hand on the server, fetched in the browser. */
async function loadExample(of: ExampleModule): Promise<ComponentType> {
  if (of.default) return of.default;
  if (!of.load) throw new Error(`The example ${of.sourceFile ?? ''} has neither a default export nor a loader.`);
  return (await of.load()).default;
}

/** What the page keeps of the loaded frame and example, for the playground. */
interface Live {
  Previews: typeof Previews;
  component: ComponentType;
}

type IslandProps = LiveFrameProps;

/** The island's component: the frame running this example. */
function framing(LiveFrame: typeof LiveFrameType, component: ComponentType): ComponentType<IslandProps> {
  return function FramedExample(props: IslandProps) {
    return <LiveFrame {...props} component={component} />;
  };
}

/** The caption is the file's first-line JSDoc: `/** Title — one sentence. *\/`. */
export function captionOf(source: string | undefined): {title: string; text: string} | null {
  const match = /^\/\*\*\s*(.*?)\s*\*\/\s*$/m.exec(source?.split('\n', 1)[0] ?? '');
  if (!match?.[1]) return null;
  const [title = '', ...rest] = match[1].split(' — ');
  return {title, text: rest.join(' — ')};
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

/**
 * A live example: `<Example of={Hero} />` with `import * as Hero from
 * '@site/src/bui/Button/examples/Hero'`. Renders the file's default export
 * (on the server too, so it shows without JavaScript), its caption, its exact
 * source in a code block with a copy button, controls for theme, direction,
 * width and locale, and an Edit button that opens the playground.
 *
 * `device="phone"` shows the example inside a phone frame at phone width (for
 * mobile-only components); the width control is then hidden, theme and
 * direction still apply.
 */
export function Example({of, device}: {of: ExampleModule; device?: Device}): ReactNode {
  // Null until the reader picks a theme: until then the preview follows the page, through CSS (Frame.tsx).
  const [theme, setTheme] = useState<ThemeChoice | null>(null);
  const [direction, setDirection] = useState<Direction>('ltr');
  const [width, setWidth] = useState<Width>('full');
  const [locale, setLocale] = useState<FrameLocale | null>(null);
  const [editing, setEditing] = useState(false);
  const [live, setLive] = useState<Live | null>(null);
  const captionId = useId();
  const caption = captionOf(of.source);
  const frame: Frame = {
    themes: theme === null ? ['page'] : theme === 'both' ? ['light', 'dark'] : [theme],
    direction,
    width: device === 'phone' ? 'phone' : width,
    locale,
    device,
  };
  const fileName = of.sourceFile?.split('/').pop();
  const islandProps: IslandProps = {
    frame,
    editing,
    theme,
    direction,
    width: device === 'phone' ? null : width,
    locale,
    onTheme: setTheme,
    onDirection: setDirection,
    onWidth: setWidth,
    onLocale: (next) => {
      setLocale(next);
      // A language comes with its direction: Arabic reads right to left, the others left to right.
      setDirection(directionOf(next));
    },
    onEdit: editing || of.source === undefined ? null : () => setEditing(true),
    describedBy: caption ? captionId : undefined,
  };
  const serverComponent = serverFrame && of.default ? framing(serverFrame.LiveFrame, of.default) : null;
  const load = useCallback(async () => {
    const [{LiveFrame, Previews}, component] = await Promise.all([loadFrame(), loadExample(of)]);
    setLive({Previews, component});
    return framing(LiveFrame, component);
  }, [of]);

  return (
    <figure className={styles.example} data-example={of.sourceFile} data-device={device}>
      {caption && (
        <figcaption id={captionId} className={styles.caption}>
          <strong>{caption.title}</strong>
          {caption.text && ` — ${caption.text}`}
        </figcaption>
      )}
      <Island
        serverComponent={serverComponent}
        load={load}
        props={islandProps}
        contentKey={JSON.stringify({frame, editing})}
      />
      {editing && live && of.source !== undefined ? (
        <Suspense
          fallback={
            <>
              <live.Previews frame={frame} component={live.component} />
              <p className={styles.loading}>Loading the editor…</p>
            </>
          }
        >
          <Playground source={of.source} fallback={live.component} title={fileName}>
            {(component) => <live.Previews frame={frame} component={component} />}
          </Playground>
        </Suspense>
      ) : (
        of.source !== undefined && <Source title={fileName} code={of.source} tokens={of.sourceTokens} />
      )}
    </figure>
  );
}
