// What a component's `import styles from './X.module.css'` gives TypeScript: the class names, which the bundler makes unique.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
