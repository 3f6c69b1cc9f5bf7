/** "{label}を1減らす" + {label: "ページ数"}: copy that travels as loader data cannot carry functions. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
