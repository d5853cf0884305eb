export declare const newId: () => `${string}-${string}-${string}-${string}-${string}`;
