import {afterEach, describe, expect, it, vi} from 'vitest';
import {employeeById, employeeMatches, employees, foldForSearch, searchCostCentres, searchEmployees} from './employees';

afterEach(() => {
  vi.useRealTimers();
});

describe('employees fixture', () => {
  it('has about 40 people with unique ids and invented addresses', () => {
    expect(employees.length).toBe(40);
    expect(new Set(employees.map((employee) => employee.id)).size).toBe(40);
    for (const employee of employees) {
      expect(employee.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(employee.jobTitle && employee.department && employee.location).toBeTruthy();
    }
  });

  it('finds by id', () => {
    expect(employeeById(employees[0].id)?.name).toBe('Anna de Vries');
    expect(employeeById('nobody')).toBeUndefined();
  });
});

describe('matching', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('José Yıldız')).toBe('jose yildiz');
    const jose = employees.find((employee) => employee.name === 'José Fernández')!;
    expect(employeeMatches(jose, 'jose')).toBe(true);
    expect(employeeMatches(jose, 'FERN')).toBe(true);
  });

  it('matches the start of a word, not the middle', () => {
    const anna = employees.find((employee) => employee.name === 'Anna de Vries')!;
    expect(employeeMatches(anna, 'vri')).toBe(true);
    expect(employeeMatches(anna, 'ries')).toBe(false);
    expect(employeeMatches(anna, 'anna.de')).toBe(true);
    expect(employeeMatches(anna, '  ')).toBe(false);
  });
});

describe('searchEmployees', () => {
  it('resolves after the delay, names starting with the query first', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void searchEmployees('an', {delay: 300}).then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const results = done.mock.calls[0][0] as typeof employees;
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((employee) => employeeMatches(employee, 'an'))).toBe(true);
    expect(results[0].name.toLowerCase().startsWith('an')).toBe(true);
  });

  it('takes the delay from a function of the query and leaves out excluded ids', async () => {
    vi.useFakeTimers();
    const promise = searchEmployees('anna', {delay: (query) => query.length * 100, excludeIds: ['emp-001']});
    await vi.advanceTimersByTimeAsync(400);
    expect((await promise).map((employee) => employee.id)).not.toContain('emp-001');
  });

  it('rejects with an AbortError when cancelled', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const promise = searchEmployees('an', {delay: 500, signal: controller.signal});
    controller.abort();
    await expect(promise).rejects.toMatchObject({name: 'AbortError'});
  });
});

describe('searchCostCentres', () => {
  it('finds by the start of a word, accents ignored, or by code', async () => {
    vi.useFakeTimers();
    const byName = searchCostCentres('malaga', {delay: 10});
    const byCode = searchCostCentres('41', {delay: 10});
    await vi.advanceTimersByTimeAsync(10);
    expect((await byName).map((centre) => centre.code)).toEqual(['9110']);
    expect((await byCode).map((centre) => centre.code)).toEqual(['4100', '4110', '4120']);
  });
});
