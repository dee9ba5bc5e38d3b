/** The shape a translation must have: every key of the English area, each a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
