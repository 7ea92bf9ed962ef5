// Entry point for extensionTestsPath: VS Code's extension host (here: code-server's, the real one)
// loads this file and calls run(); mocha then runs the suites below INSIDE the extension host,
// with the real `vscode` API and the cardtext extension loaded from extensionDevelopmentPath.
const path = require('path');
const Mocha = require('mocha');

exports.run = function run() {
  const mocha = new Mocha({ ui: 'tdd', color: false, reporter: 'spec', timeout: 60000 });
  mocha.addFile(path.join(__dirname, 'cardtext.test.js'));
  return new Promise((resolve, reject) => {
    try {
      mocha.run((failures) => (failures ? reject(new Error(`${failures} extension-host test(s) failed`)) : resolve()));
    } catch (e) {
      reject(e);
    }
  });
};
