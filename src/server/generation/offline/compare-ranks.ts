/** Orders two ranks compared left to right (the first difference decides): negative when a comes first. */
export const compareRanks = (a: readonly number[], b: readonly number[]) => a.reduce((order, value, index) => order || value - b[index]!, 0);
