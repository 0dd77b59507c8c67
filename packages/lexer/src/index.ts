export * from "./tokens.js";
