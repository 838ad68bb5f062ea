declare module 'virtual:demo-operations' {
  const operations: import('../../mock-server/demo/operations').DemoOperation[];
  export default operations;
}
