/**
 * An invented company directory for the Employee picker and Typeahead
 * examples, and a simulated directory search with a delay, so the pages can
 * show searching, no results and answers that arrive out of order without a
 * network. Every person here is made up; the addresses use example.com.
 */

export interface Employee {
  /** The employee id a picker stores. */
  id: string;
  /** Full name as the person prefers it. */
  name: string;
  jobTitle: string;
  department: string;
  email: string;
  location: string;
}

const people: Array<[string, string, string, string]> = [
  ['Anna de Vries', 'Payroll specialist', 'Finance', 'Amsterdam'],
  ['Anouk Bakker', 'Finance controller', 'Finance', 'Amsterdam'],
  ['Annika Lindqvist', 'Product designer', 'Design', 'Stockholm'],
  ['Ana López', 'Recruiter', 'People', 'Madrid'],
  ['Andrés Moreno', 'Backend engineer', 'Engineering', 'Madrid'],
  ['Bram Jansen', 'Sales manager', 'Sales', 'Rotterdam'],
  ['Beatriz Costa', 'Customer success lead', 'Customer success', 'Lisbon'],
  ['Carlos Ibáñez', 'Data analyst', 'Finance', 'Barcelona'],
  ['Chloé Martin', 'Content designer', 'Design', 'Lyon'],
  ['Daan Visser', 'Engineering manager', 'Engineering', 'Utrecht'],
  ['Dilan Yıldız', 'Frontend engineer', 'Engineering', 'Berlin'],
  ['Elif Şahin', 'HR business partner', 'People', 'Hamburg'],
  ['Emma Schulz', 'Office manager', 'Operations', 'Hamburg'],
  ['Femke Mulder', 'Legal counsel', 'Legal', 'Amsterdam'],
  ['Finn Becker', 'Site reliability engineer', 'Engineering', 'Munich'],
  ['Grace Okafor', 'Product manager', 'Product', 'London'],
  ['Hannah Weber', 'Accountant', 'Finance', 'Vienna'],
  ['Hugo Dubois', 'Account executive', 'Sales', 'Paris'],
  ['Inès Haddad', 'UX researcher', 'Design', 'Paris'],
  ['Jonas Keller', 'Security engineer', 'Engineering', 'Zurich'],
  ['José Fernández', 'Support agent', 'Customer success', 'Valencia'],
  ['Julia Nowak', 'Learning and development lead', 'People', 'Warsaw'],
  ['Karim Benali', 'Mobile engineer', 'Engineering', 'Lyon'],
  ['Lena Hoffmann', 'Marketing manager', 'Marketing', 'Berlin'],
  ['Liam Murphy', 'Sales development representative', 'Sales', 'Dublin'],
  ['Lucía Romero', 'Brand designer', 'Marketing', 'Seville'],
  ['Maarten de Jong', 'Head of finance', 'Finance', 'Amsterdam'],
  ['Maya Cohen', 'Data engineer', 'Engineering', 'Berlin'],
  ['Mei Chen', 'QA engineer', 'Engineering', 'Amsterdam'],
  ['Niels Andersen', 'IT support specialist', 'Operations', 'Copenhagen'],
  ['Nora Eriksen', 'People operations specialist', 'People', 'Oslo'],
  ['Olivia Smith', 'Partnerships manager', 'Sales', 'London'],
  ['Pablo Ruiz', 'Payroll administrator', 'Finance', 'Madrid'],
  ['Priya Nair', 'Machine learning engineer', 'Engineering', 'London'],
  ['Rosa Verhoeven', 'Facilities coordinator', 'Operations', 'Eindhoven'],
  ['Sofia Rossi', 'Product marketing manager', 'Marketing', 'Milan'],
  ['Tomás Silva', 'Customer success manager', 'Customer success', 'Porto'],
  ['Vera Novak', 'Technical writer', 'Product', 'Prague'],
  ['Yusuf Demir', 'Platform engineer', 'Engineering', 'Berlin'],
  ['Zoë van Dijk', 'Office assistant', 'Operations', 'Rotterdam'],
];

/** Lower case without accents, so "Jose" finds "José" and "yildiz" finds "Yıldız". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').replace(/ş/g, 's').toLowerCase();
}

function emailOf(name: string): string {
  return `${foldForSearch(name)
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.')}@example.com`;
}

/** The 40 invented employees, in alphabetical order of name. */
export const employees: readonly Employee[] = people.map(([name, jobTitle, department, location], index) => ({
  id: `emp-${String(index + 1).padStart(3, '0')}`,
  name,
  jobTitle,
  department,
  email: emailOf(name),
  location,
}));

/** Finds an employee by id, for showing a stored value's name. */
export function employeeById(id: string): Employee | undefined {
  return employees.find((employee) => employee.id === id);
}

/**
 * Whether an employee matches a query: every word of the query starts a word
 * of the name, or the query starts the email address. Case and accents are ignored.
 */
export function employeeMatches(employee: Employee, query: string): boolean {
  const words = foldForSearch(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const nameWords = foldForSearch(employee.name).split(/\s+/);
  const byName = words.every((word) => nameWords.some((part) => part.startsWith(word)));
  return byName || employee.email.startsWith(foldForSearch(query).trim());
}

export interface SearchEmployeesOptions {
  /** Cancels the search: the promise rejects with an `AbortError`, as `fetch` does. */
  signal?: AbortSignal;
  /** The simulated server time in ms, or a function of the query. Default: random, 150–600 ms. */
  delay?: number | ((query: string) => number);
  /** The most results returned. Default 50, as the directory does. */
  limit?: number;
  /** Ids left out of the results, such as the requester's own. */
  excludeIds?: readonly string[];
}

/** A random delay between 150 and 600 ms, so answers can overtake each other. */
function randomDelay(): number {
  return 150 + Math.round(Math.random() * 450);
}

/** Resolves with `value` after `ms`, or rejects with an AbortError when `signal` aborts first. */
function afterDelay<T>(value: T, ms: number, signal: AbortSignal | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The search was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/**
 * A simulated directory search over `employees`: resolves after a delay with
 * the matches, people whose name starts with the query first.
 */
export function searchEmployees(query: string, options: SearchEmployeesOptions = {}): Promise<Employee[]> {
  const {signal, delay, limit = 50, excludeIds = []} = options;
  const ms = typeof delay === 'function' ? delay(query) : (delay ?? randomDelay());
  const folded = foldForSearch(query).trim();
  const results = employees
    .filter((employee) => !excludeIds.includes(employee.id) && employeeMatches(employee, query))
    .sort(
      (a, b) => Number(!foldForSearch(a.name).startsWith(folded)) - Number(!foldForSearch(b.name).startsWith(folded)),
    )
    .slice(0, limit);
  return afterDelay(results, ms, signal);
}

export interface CostCentre {
  id: string;
  name: string;
  code: string;
  city: string;
}

/** Invented cost centres for the Typeahead's remote example. */
export const costCentres: readonly CostCentre[] = [
  ['Marketing Benelux', '4100', 'Amsterdam'],
  ['Marketing DACH', '4110', 'Berlin'],
  ['Marketing Iberia', '4120', 'Madrid'],
  ['Sales Benelux', '4200', 'Rotterdam'],
  ['Sales Nordics', '4210', 'Stockholm'],
  ['Sales France', '4220', 'Paris'],
  ['Engineering Platform', '5100', 'Berlin'],
  ['Engineering Mobile', '5110', 'Lyon'],
  ['Engineering Data', '5120', 'London'],
  ['People Operations', '6100', 'Amsterdam'],
  ['Recruitment', '6110', 'Madrid'],
  ['Learning and Development', '6120', 'Warsaw'],
  ['Finance Central', '7100', 'Amsterdam'],
  ['Payroll', '7110', 'Madrid'],
  ['Legal and Compliance', '7200', 'Amsterdam'],
  ['Facilities Rotterdam', '8100', 'Rotterdam'],
  ['Facilities Hamburg', '8110', 'Hamburg'],
  ['IT Support', '8200', 'Copenhagen'],
  ['Customer Success Europe', '9100', 'Lisbon'],
  ['Customer Success Málaga', '9110', 'Málaga'],
].map(([name, code, city]) => ({id: `cc-${code}`, name: name, code: code, city: city}));

/** A simulated cost-centre search: matches the start of any word of the name, or the code. */
export function searchCostCentres(
  query: string,
  options: Omit<SearchEmployeesOptions, 'excludeIds'> = {},
): Promise<CostCentre[]> {
  const {signal, delay, limit = 50} = options;
  const ms = typeof delay === 'function' ? delay(query) : (delay ?? randomDelay());
  const words = foldForSearch(query).trim().split(/\s+/).filter(Boolean);
  const results = costCentres
    .filter((centre) => {
      const parts = foldForSearch(centre.name).split(/\s+/);
      const byName = words.length > 0 && words.every((word) => parts.some((part) => part.startsWith(word)));
      return byName || (words.length === 1 && centre.code.startsWith(words[0]));
    })
    .slice(0, limit);
  return afterDelay(results, ms, signal);
}
