/**
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), routed in
 * by the live-mode test. Its Buttons render one button that does what PayPal
 * does on a buyer's approval: call createOrder, then onApprove with the order
 * id. The actions it passes record any client-side create or capture (which
 * our app must never use) in window.__clientSideActions.
 */
export const payPalStandIn = `
window.__clientSideActions = [];
window.paypal = {
  version: '5.0.0-stand-in',
  Buttons: function (options) {
    var used = function (name) { return function () { window.__clientSideActions.push(name); return Promise.reject(new Error(name + ' must not be used')); }; };
    var actions = {
      order: { create: used('order.create'), capture: used('order.capture'), get: used('order.get'), authorize: used('order.authorize') },
      restart: used('restart'),
    };
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var host = typeof container === 'string' ? document.querySelector(container) : container;
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal (stand-in)';
        button.addEventListener('click', function () {
          Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions))
            .then(function (orderID) {
              return options.onApprove({ orderID: orderID, payerID: 'STANDINPAYER', paymentSource: 'paypal', facilitatorAccessToken: 'A21-stand-in' }, actions);
            })
            .catch(function (err) { if (options.onError) options.onError(err); });
        });
        host.appendChild(button);
        return Promise.resolve();
      },
      updateProps: function () { return Promise.resolve(); },
      close: function () { return Promise.resolve(); },
    };
  },
};
`
