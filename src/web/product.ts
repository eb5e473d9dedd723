import { DEFAULT_PRODUCT } from "../core/endpoint";

/** Product code before each dotted method; one build serves one product (VITE_PRODUCT). */
export const product: string = import.meta.env?.VITE_PRODUCT || DEFAULT_PRODUCT;
