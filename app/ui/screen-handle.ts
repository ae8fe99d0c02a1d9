/** A screen whose route says `handle = { fitsScreen: true }` is one window high on a wide screen; its panels scroll inside themselves (the signed-in layout reads it). */
export type ScreenHandle = { fitsScreen?: boolean };
