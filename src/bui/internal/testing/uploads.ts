/**
 * What an upload control's server markup shows and submits: each row's status and file name, and the ids in the
 * hidden inputs named `name`. For the defaultValue tests of InputFile and FileUploadMobile.
 */
export function readUploads(html: string, name: string): {rows: string[]; submitted: string[]} {
  const rows = [
    ...html.matchAll(/data-status="([a-z]+)"[^]*?class="[^"]*stem[^"]*">([^<]*)<\/span><span[^>]*>([^<]*)</g),
  ].map(([, status, stem, extension]) => `${status}: ${stem}${extension}`);
  const submitted = [...html.matchAll(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`, 'g'))].map(
    ([, id]) => id,
  );
  return {rows, submitted};
}
