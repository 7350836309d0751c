/** RFC 4180 CSV of rows (quotes doubled; cells with commas, quotes or newlines quoted). */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  rows
    .map((row) =>
      row
        .map((cell) => {
          const text = String(cell);
          return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');

export const downloadCsv = (filename: string, csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
