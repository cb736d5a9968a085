import WilddogEngine
print("wilddog-bench: no benchmarks yet")
