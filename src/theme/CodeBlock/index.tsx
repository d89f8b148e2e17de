// Ejected (unsafe) from @docusaurus/theme-classic 3.9.1 (MIT, © Facebook, Inc. and its affiliates) to stop remounting every code block after hydration: the site's code theme is CSS variables, right in both colour modes from the server's HTML (src/css/prism-themes.ts). Every change is marked "BUI:" and src/theme/ejected-theme.test.ts checks nothing else differs.
import React, {isValidElement, type ReactNode} from 'react';
// BUI: useIsBrowser is not imported: no remount after hydration (see CodeBlock).
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
// BUI: the build's highlighting of this block, for the Highlight the theme's code block content is given.
import {PrebuiltTokensContext} from '@site/src/plugins/code-highlighting/client/prebuiltTokens';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

// BUI: `tokens`, added to fenced blocks and example sources by src/plugins/code-highlighting.
export default function CodeBlock({children: rawChildren, tokens, ...props}: Props & {tokens?: string}): ReactNode {
  // BUI: no `useIsBrowser()` key. Upstream remounts each block once mounted because its Prism theme is
  // BUI: chosen in JavaScript per colour mode; this site's theme is the same object in both modes, and
  // BUI: CSS picks the colours, so the server's markup is already right and a remount only repeats the
  // BUI: highlighting (on the Button page, nine blocks tokenized twice and their DOM rebuilt).
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    // BUI: no key={String(isBrowser)}, and the tokens go to the content through context.
    <PrebuiltTokensContext.Provider value={tokens}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </PrebuiltTokensContext.Provider>
  );
}
