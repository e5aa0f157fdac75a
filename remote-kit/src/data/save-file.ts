/**
 * Saves a file link (an object URL the kernel's client made from a downloaded body, which carried
 * the customer's authorisation) as a download named `fileName`, then lets the link go.
 */
export function saveFile(link: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (link.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(link), 0);
}
