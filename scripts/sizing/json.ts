/**
 * JSON as the repository's formatter (biome, 2 spaces, 120 columns) lays it out: objects one key
 * per line, arrays of numbers or strings on one line when they fit, otherwise numbers filling
 * the lines and anything else one item per line. So a regenerated
 * coefficients.json is already formatted and reruns give identical files.
 */
const LINE_WIDTH = 120;

export function formatJson(value: unknown): string {
  return `${format(value, 0, 0)}\n`;
}

/** `used`: characters already on the line before the value (indentation and key). */
function format(value: unknown, depth: number, used: number): string {
  const indent = "  ".repeat(depth + 1);
  const close = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (used + inline.length + 1 <= LINE_WIDTH) return inline;
    }
    if (value.every((v) => typeof v === "number")) {
      // Numbers fill the lines, as many per line as fit, like biome (and prettier) print them.
      const lines: string[] = [];
      let line = "";
      value.forEach((v, i) => {
        const item = `${JSON.stringify(v)}${i < value.length - 1 ? "," : ""}`;
        if (line !== "" && indent.length + line.length + 1 + item.length > LINE_WIDTH) {
          lines.push(line);
          line = "";
        }
        line = line === "" ? item : `${line} ${item}`;
      });
      lines.push(line);
      return `[\n${lines.map((l) => indent + l).join("\n")}\n${close}]`;
    }
    const items = value.map((v) => `${indent}${format(v, depth + 1, indent.length)}`);
    return `[\n${items.join(",\n")}\n${close}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([key, v]) => {
      const prefix = `${indent}${JSON.stringify(key)}: `;
      return `${prefix}${format(v, depth + 1, prefix.length)}`;
    });
    return `{\n${lines.join(",\n")}\n${close}}`;
  }
  return JSON.stringify(value);
}
