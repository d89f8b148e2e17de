import {readFileSync} from 'node:fs';

/** A page's `description` from its front matter (the file's path from the repository root). */
export function frontMatterDescription(file: string): string {
  const description = /^description: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!description) throw new Error(`${file} has no description in its front matter.`);
  return description;
}
