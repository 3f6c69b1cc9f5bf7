/**
 * 適格請求書発行事業者の登録番号 of a corporation: "T" and its 13-digit 法人番号, whose first digit is a
 * check digit over the other twelve (国税庁: 9 − (Σ digit × weight) mod 9, weights 1, 2, 1, 2… from the
 * lowest digit). A mistyped number printed on every invoice would make them useless to the customer.
 */
export function isRegistrationNumber(value: string): boolean {
  const match = /^T([1-9])(\d{12})$/.exec(value);
  if (!match) return false;
  const sum = [...match[2]!].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 2), 0);
  return Number(match[1]) === 9 - (sum % 9);
}
