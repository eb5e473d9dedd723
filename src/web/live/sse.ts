/** Splits what a Server-Sent Events stream has sent so far into its messages' data and what is left to come. */
export function sseMessages(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  let rest = buffer;
  let cut;
  while ((cut = rest.indexOf("\n\n")) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const lines = block
      .split("\n")
      .filter((l) => l.startsWith("data: "))
      .map((l) => l.slice(6));
    // a comment (`: alive`) carries no data
    if (lines.length) data.push(lines.join("\n"));
  }
  return { data, rest };
}
