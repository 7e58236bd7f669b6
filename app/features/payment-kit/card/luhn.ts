/** Luhn (mod 10) over a string of digits: every second digit from the right is doubled. */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
    double = !double;
  }
  return sum;
}

/** Whether a card number (digits only) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits, false) % 10 === 0;
}

/** The digit that makes `partial` + digit pass the Luhn check (test data, sandbox cards). */
export function luhnCheckDigit(partial: string): string {
  if (!/^\d*$/.test(partial)) throw new RangeError("digits only");
  return String((10 - (luhnSum(partial, true) % 10)) % 10);
}
