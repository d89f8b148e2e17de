import {tokenizeCode} from './tokenize.cjs';

/** The part of an mdast node this step reads and writes. */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

export interface Options {
  /** `themeConfig.prism.additionalLanguages`, so the build knows the grammars the browser would. */
  additionalLanguages?: readonly string[];
}

/**
 * Remark step for docs, blog and pages: each fenced code block gets a `tokens`
 * property, its highlighting worked out now (tokenize.cjs). MDX passes it to
 * the code block as a prop, like the `metastring` Docusaurus adds. A block
 * with no language is tokenized as `text`, which is what the code block falls
 * back to.
 */
export default function remarkCodeTokens(options: Options = {}) {
  const visit = (node: Node): void => {
    if (node.type === 'code' && typeof node.value === 'string') {
      const language = node.lang?.trim() || 'text';
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        tokens: tokenizeCode(node.value, language, options.additionalLanguages),
      };
    }
    node.children?.forEach(visit);
  };
  return (tree: Node): void => visit(tree);
}
