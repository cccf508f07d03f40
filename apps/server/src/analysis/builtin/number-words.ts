/** Numbers written as words ("three years", "twenty grants"), read as numbers. */
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
export const numberWord = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word.toLowerCase()] ?? null);
