import {Component, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {Editor} from 'react-live';
import {useColorMode} from '@docusaurus/theme-common';
import {codeThemes} from '@site/src/css/prism-themes';
import {evaluate} from './evaluate';
import styles from './styles.module.css';

/** How long typing must pause before the code runs again. */
const RUN_DELAY_MS = 300;

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

interface BoundaryProps {
  onError: (message: string) => void;
  children: ReactNode;
}

/** Keeps an error thrown while the edited example renders inside the preview. */
class RenderBoundary extends Component<BoundaryProps, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(messageOf(error));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function ErrorNotice({message}: {message: string}): ReactNode {
  return (
    <div className={styles.error} data-playground-error="">
      <strong>The example does not run.</strong>
      <pre>{message}</pre>
    </div>
  );
}

export interface PlaygroundProps {
  /** The example file's text, where editing starts (and Reset returns). */
  source: string;
  /** The example as built, shown until the edited code has run once. */
  fallback: ComponentType;
  /** The file name, for the editor's accessible name. */
  title?: string;
  /** Renders the running example (or the error) in the example's frame. */
  children: (component: ComponentType) => ReactNode;
}

/**
 * The editable example (loaded on demand by `<Example>`): react-live's editor
 * over the file's source, and the frame's previews running what is typed. A
 * syntax error, a missing default export or an error while rendering shows
 * in the preview; the page never crashes.
 */
export default function Playground({source, fallback, title, children}: PlaygroundProps): ReactNode {
  const {colorMode} = useColorMode();
  const [code, setCode] = useState(source);
  const [editorKey, setEditorKey] = useState(0);
  const [running, setRunning] = useState<{component: ComponentType; version: number}>({
    component: fallback,
    version: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const editorBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        evaluate(code).then(
          (component) => {
            if (!current) return;
            setError(null);
            setRunning((previous) => ({component, version: previous.version + 1}));
          },
          (failure: unknown) => {
            if (current) setError(messageOf(failure));
          },
        );
      },
      code === source ? 0 : RUN_DELAY_MS,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [code, source]);

  // react-live's editor is a contenteditable <pre> with no name or role: give
  // it both, and move focus to it (the Edit button that was focused is gone).
  // Its change detection (use-editable) runs on keyup and paste only, so text
  // that arrives without keys (dictation, voice control, an on-screen
  // keyboard's suggestions) would never reach the preview: an input event
  // outside an IME composition triggers the same flush.
  useEffect(() => {
    const editor = editorBox.current?.querySelector('pre');
    if (!editor) return undefined;
    editor.setAttribute('role', 'textbox');
    editor.setAttribute('aria-multiline', 'true');
    editor.setAttribute('aria-label', title ? `Code of ${title}` : 'Example code');
    editor.focus();
    const flush = (event: Event) => {
      if (!(event as InputEvent).isComposing) editor.dispatchEvent(new KeyboardEvent('keyup'));
    };
    editor.addEventListener('input', flush);
    return () => editor.removeEventListener('input', flush);
  }, [editorKey, title]);

  // The editor re-renders only when its own inputs change. react-live's
  // editor (use-editable) puts back the caret it last recorded on every
  // render, so a render caused by the preview (the first run finishing just
  // after Ctrl+A) would collapse the reader's selection and typing would no
  // longer replace it.
  const editor = useMemo(
    () => (
      <Editor
        key={editorKey}
        code={source}
        language="tsx"
        tabMode="focus"
        theme={codeThemes[colorMode]}
        onChange={setCode}
      />
    ),
    [editorKey, source, colorMode],
  );

  const Preview = useMemo(() => {
    if (error) {
      const Failed = () => <ErrorNotice message={error} />;
      return Failed;
    }
    const Running = running.component;
    const Guarded = () => (
      <RenderBoundary key={running.version} onError={setError}>
        <Running />
      </RenderBoundary>
    );
    return Guarded;
  }, [error, running]);

  return (
    <div className={styles.playground} data-playground="">
      {children(Preview)}
      {/* Present (empty) from the start, so the error is announced when it appears. */}
      <div className={styles.visuallyHidden} aria-live="polite">
        {error ? `The example does not run. ${error}` : ''}
      </div>
      <div className={styles.editorHeader}>
        <span>Editing {title ?? 'the example'}: the preview runs what you type. Tab leaves the editor.</span>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setCode(source);
            setEditorKey((key) => key + 1);
          }}
        >
          Reset code
        </button>
      </div>
      <div ref={editorBox} className={styles.editor}>
        {editor}
      </div>
    </div>
  );
}
