/**
 * Invented absence requests and expense claims for the Table examples: dates
 * are ISO strings (`YYYY-MM-DD`), durations whole days, amounts euros with
 * cents. The people are made up.
 */

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface AbsenceRequest {
  /** Stable id: the row key, so selection survives sorting. */
  id: string;
  employee: string;
  type: 'Holiday' | 'Sick leave' | 'Parental leave' | 'Training';
  /** First day away. */
  from: string;
  /** Last day away. */
  to: string;
  /** Working days requested. */
  days: number;
  /** When the request was sent. */
  submitted: string;
  status: RequestStatus;
  /** Set once payroll has closed the month: the row can no longer be selected. */
  lockedReason: string | null;
}

export interface ExpenseClaim {
  id: string;
  employee: string;
  category: 'Travel' | 'Meals' | 'Equipment' | 'Training';
  submitted: string;
  /** Euros, two decimals. */
  amount: number;
  status: RequestStatus;
}

export const absenceRequests: readonly AbsenceRequest[] = [
  {
    id: 'abs-101',
    employee: 'Ana López',
    type: 'Holiday',
    from: '2026-04-06',
    to: '2026-04-10',
    days: 5,
    submitted: '2026-03-02',
    status: 'pending',
    lockedReason: null,
  },
  {
    id: 'abs-102',
    employee: 'Jonas Weber',
    type: 'Training',
    from: '2026-03-19',
    to: '2026-03-20',
    days: 2,
    submitted: '2026-03-05',
    status: 'pending',
    lockedReason: null,
  },
  {
    id: 'abs-103',
    employee: 'Priya Nair',
    type: 'Holiday',
    from: '2026-05-25',
    to: '2026-06-05',
    days: 9,
    submitted: '2026-03-09',
    status: 'pending',
    lockedReason: null,
  },
  {
    id: 'abs-104',
    employee: 'Tomás Ribeiro',
    type: 'Sick leave',
    from: '2026-03-11',
    to: '2026-03-12',
    days: 2,
    submitted: '2026-03-11',
    status: 'approved',
    lockedReason: 'Locked after payroll closed on 25 Mar 2026',
  },
  {
    id: 'abs-105',
    employee: 'Lea Hoffmann',
    type: 'Parental leave',
    from: '2026-07-01',
    to: '2026-09-30',
    days: 65,
    submitted: '2026-02-16',
    status: 'pending',
    lockedReason: null,
  },
  {
    id: 'abs-106',
    employee: 'Kwame Mensah',
    type: 'Holiday',
    from: '2026-04-14',
    to: '2026-04-14',
    days: 1,
    submitted: '2026-03-12',
    status: 'pending',
    lockedReason: null,
  },
  {
    id: 'abs-107',
    employee: 'Elif Yıldız',
    type: 'Holiday',
    from: '2026-08-03',
    to: '2026-08-21',
    days: 15,
    submitted: '2026-03-13',
    status: 'rejected',
    lockedReason: null,
  },
  {
    id: 'abs-108',
    employee: 'Mei Chen',
    type: 'Training',
    from: '2026-04-22',
    to: '2026-04-24',
    days: 3,
    submitted: '2026-03-16',
    status: 'pending',
    lockedReason: null,
  },
];

export const expenseClaims: readonly ExpenseClaim[] = [
  {
    id: 'exp-201',
    employee: 'Sofia Rossi',
    category: 'Travel',
    submitted: '2026-03-03',
    amount: 1250,
    status: 'pending',
  },
  {
    id: 'exp-202',
    employee: 'Lukas Braun',
    category: 'Meals',
    submitted: '2026-03-04',
    amount: 86.4,
    status: 'approved',
  },
  {
    id: 'exp-203',
    employee: 'Amara Okafor',
    category: 'Equipment',
    submitted: '2026-03-09',
    amount: 980.5,
    status: 'pending',
  },
  {
    id: 'exp-204',
    employee: 'Noah Fischer',
    category: 'Training',
    submitted: '2026-03-10',
    amount: 420,
    status: 'rejected',
  },
  {
    id: 'exp-205',
    employee: 'Ana López',
    category: 'Travel',
    submitted: '2026-03-17',
    amount: 312.75,
    status: 'pending',
  },
];

const statusLabels: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The words shown for a status, such as "Pending". */
export function requestStatusLabel(status: RequestStatus): string {
  return statusLabels[status];
}

/** An amount as the pages write it: "€1,250.00", always two decimals. */
export function formatEuros(amount: number): string {
  return new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'EUR'}).format(amount);
}
