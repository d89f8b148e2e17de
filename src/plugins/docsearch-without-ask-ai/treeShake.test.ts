import {describe, expect, test} from 'vitest';
import {parseModule, treeShake} from './treeShake';

/** The kept code, without the line breaks treeShake puts between statements. */
const shake = (source: string, options?: Parameters<typeof treeShake>[1]) =>
  treeShake(source, options).code.replace(/\n/g, '');

describe('treeShake', () => {
  test('removes a declaration no export reaches, even one whose initialiser calls a function', () => {
    const code = shake(
      'function object(shape){return {shape}}var schema=object({a:1}),used=2;export const value=used;',
    );
    expect(code).toBe('var used=2;export const value=used;');
  });

  test('keeps what an export reaches, through functions and classes', () => {
    const source =
      'function helper(){return 1}class Box{get(){return helper()}}var unused=new Box();export function make(){return new Box()}';
    expect(shake(source)).toBe(
      'function helper(){return 1}class Box{get(){return helper()}}export function make(){return new Box()}',
    );
  });

  test('keeps a statement that changes a live binding: a property, a method call, a passed argument', () => {
    const source =
      'var registry=[],options={};registry.push(1);options.debug=!0;function register(list){list.push(2)}register(registry);export{registry,options};';
    expect(shake(source)).toBe(source);
  });

  test('keeps a declaration whose initialiser assigns a live binding', () => {
    const source = 'var count=0;var step=(count+=1,2);export{count};';
    expect(shake(source)).toBe(source);
  });

  test('keeps a call, at the top level, of a function that changes a live binding', () => {
    const source = 'var total=0;function bump(){total+=1}bump();export{total};';
    expect(shake(source)).toBe(source);
  });

  test('keeps a call of a function that changes a live binding through the functions it calls', () => {
    const source = 'var total=0;function add(){total+=1}function bump(){add()}var unused=bump();export{total};';
    expect(shake(source)).toBe(source);
  });

  test('a function that replaces itself does not keep its callers', () => {
    const source =
      'function kind(value){return kind=function(v){return typeof v},kind(value)}var unused=kind(1);export function check(v){return kind(v)}';
    expect(shake(source)).toBe(
      'function kind(value){return kind=function(v){return typeof v},kind(value)}export function check(v){return kind(v)}',
    );
  });

  test('keeps a statement that names no module binding: it can only act on globals', () => {
    const source = 'window.flag=!0;console.log("ready");var unused=1;export const value=2;';
    expect(shake(source)).toBe('window.flag=!0;console.log("ready");export const value=2;');
  });

  test('a parameter that shadows a module binding is not that binding', () => {
    const source = 'var target={};var unused=function(target){target.key=1;return target}({});export{target};';
    expect(shake(source)).toBe('var target={};export{target};');
  });

  test('the body of a function called at once runs at the top level', () => {
    const source = 'var total=0;function bump(){total+=1}var unused=function(){bump();return 1}();export{total};';
    expect(shake(source)).toBe(source);
  });

  test('replaces a binding, and removes what only its old initialiser reached', () => {
    const source =
      'import react from"react";function heavy(){return react.version}var useHook=function(){return heavy()};export function Component(){return useHook()}';
    expect(shake(source, {replace: new Map([['useHook', 'light']]), prelude: 'import {light} from "./light";'})).toBe(
      'import {light} from "./light";import react from"react";var useHook=light;export function Component(){return useHook()}',
    );
  });

  test('a replaced function declaration becomes a variable', () => {
    const source = 'function heavy(){return 1}function useHook(){return heavy()}export{useHook};';
    expect(shake(source, {replace: new Map([['useHook', 'light']]), prelude: 'var light=0;'})).toBe(
      'var light=0;var useHook=light;export{useHook};',
    );
  });

  test('statements kept after one without a semicolon do not join it', () => {
    const source = 'var a={}\na.x=1\nvar b=2\n;(function(){a.y=2})()\nexport{a}';
    const code = treeShake(source).code;
    expect(code).toContain('a.x=1;');
    // Joined, `a.x=1` and the call would be one statement: `a.x=1(function(){…})()`.
    expect(parseModule(code).program.body).toHaveLength(4);
  });

  test('fails when what is kept would refer to something removed', () => {
    expect(() =>
      treeShake('function heavy(){return 1}var useHook=function(){return 2};export{useHook};', {
        replace: new Map([['useHook', 'heavy']]),
      }),
    ).toThrow('Tree shaking left references to removed bindings: heavy');
  });

  test('fails on a binding to replace that the module does not declare', () => {
    expect(() => treeShake('export const a=1;', {replace: new Map([['missing', 'x']])})).toThrow(
      'No top-level binding "missing" to replace.',
    );
  });

  test('counts what it removed and kept', () => {
    expect(treeShake('var a=1,b=2;function c(){}export{a};')).toMatchObject({removed: 2, kept: 2});
  });
});
