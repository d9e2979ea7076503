import { z } from 'zod';

/** A property value as YAML's core schema reads it: text, number, true or false, a list or a map of them. */
export const JsonValueSchema = z.json();
export type JsonValue = z.output<typeof JsonValueSchema>;

/**
 * The properties that steer publishing, never shown in a note's properties view: visibility,
 * addresses and names, Obsidian's own layout keys, and the page kind and title (shown already).
 * Compared in lower case.
 */
export const STEERING_PROPERTIES: readonly string[] = [
  'publish',
  'draft',
  'private',
  'permalink',
  'slug',
  'aliases',
  'alias',
  'cssclasses',
  'cssclass',
  'kind',
  'title',
];
