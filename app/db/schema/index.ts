export * from "./accounts";
export * from "./cart";
export * from "./catalog";
export * from "./content";
export * from "./mail";
export * from "./orders";
export * from "./reference";
export * from "./sizing";
