// Hands a text file to the browser's download, with no server round trip.
export function downloadTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
