/**
 * What `@docgen/<ExportName>` holds: one component's props table, generated
 * at build time from its TypeScript props (src/plugins/docgen) and rendered by
 * `<PropsTable of={…} />`. Shared by the plugin (Node) and the site component
 * (browser), so it imports nothing.
 */
export interface DocgenProp {
  name: string;
  /** The type as written for readers: `"sm" | "md" | "lg"`, `() => void`. */
  type: string;
  /** The default as code (`"secondary"`, `false`), or null when there is none. */
  defaultValue: string | null;
  required: boolean;
  /** The prop's JSDoc, plain text in which `code` spans are marked with backticks. */
  description: string;
}

export interface DocgenComponent {
  /** The name `@bui/react` exports it under (`RadioGroup` for `Radio.Group`). */
  name: string;
  /** The component's own JSDoc. */
  description: string;
  props: DocgenProp[];
}
