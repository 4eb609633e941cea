/**
 * A cell as a spreadsheet reads it safely: text someone typed that starts like a formula
 * (=, +, -, @) is kept as text, never run.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
