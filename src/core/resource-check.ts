import type { Resource } from "./define-resource";

/** Says one problem of the resource being checked, naming the fix; the caller adds the resource's file. */
export type Say = (msg: string) => void;

/** The checks of one concern of a declaration, given every resource by name (refs, audiences, requires reach others). */
export type ResourceCheck = (r: Resource, all: Map<string, Resource>, say: Say) => void;
