/** Button drawing keys and their colour, for the configurator's button cards. */
export const buttons: Record<string, { hex: string; pearl?: boolean }> = {
  "white-mother-of-pearl": { hex: "#f4f1ea", pearl: true },
  ivory: { hex: "#ede4cf" },
  navy: { hex: "#1f2b44" },
  black: { hex: "#1b1b1d" },
  "smoke-grey": { hex: "#8c8f94" },
  "horn-brown": { hex: "#6b4a33" },
};
