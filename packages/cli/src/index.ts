export { main } from "./program.js";
