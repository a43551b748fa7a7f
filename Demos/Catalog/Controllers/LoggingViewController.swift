import UIKit

/// A controller that writes each of its lifecycle callbacks to a `DemoLog` as it runs, named
/// by its class, as lifecycle articles print them: `init`, `loadView`, `viewDidLoad`, the
/// appearance and layout callbacks, `didReceiveMemoryWarning` and `deinit`.
class LoggingViewController: UIViewController {
    let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        write("init")
    }

    required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        MainActor.assumeIsolated { write("deinit") }
    }

    private func write(_ callback: String) {
        log.write("\(type(of: self)) \(callback)")
    }

    override func loadView() {
        write("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        write("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        write("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        write("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        write("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        write("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        write("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        write("viewDidDisappear")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        write("didReceiveMemoryWarning")
    }
}
