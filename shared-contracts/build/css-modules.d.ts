// CSS Modules as rspack emits them (named exports): `import * as styles from './x.module.css'`.
declare module '*.module.css' {
  const classNames: { readonly [className: string]: string };
  export = classNames;
}

// Plain stylesheets are imported for their side effect only.
declare module '*.css';
